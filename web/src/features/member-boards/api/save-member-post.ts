import type { MemberBoardKey, MemberPostInput } from '@contract/member-boards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/**
 * Creates a post (Q&A through the spec's own call, `POST /inquiry/insertInquiry`) or saves an edit;
 * the board's lists and the post are read again afterwards.
 */
export const useSaveMemberPost = (board: MemberBoardKey, id?: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MemberPostInput) =>
      id
        ? api.patch<{ id: number }>(`/member-boards/${board}/${id}`, input)
        : api.post<{ id: number }>(board === 'qna' ? '/inquiry/insertInquiry' : `/member-boards/${board}/posts`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.memberBoards.all(board) }),
  })
}

export const useDeleteMemberPost = (board: MemberBoardKey) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ deleted: true }>(`/member-boards/${board}/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.memberBoards.detail(board, id) })
      return queryClient.invalidateQueries({ queryKey: queryKeys.memberBoards.all(board) })
    },
  })
}
