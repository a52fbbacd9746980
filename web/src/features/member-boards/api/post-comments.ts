import type { MemberBoardKey, PostComment } from '@contract/member-boards'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

export const postCommentsQueryOptions = (board: MemberBoardKey, postId: number) =>
  queryOptions({
    queryKey: queryKeys.memberBoards.comments(board, postId),
    queryFn: ({ signal }) => api.get<PostComment[]>(`/member-boards/${board}/${postId}/comments`, undefined, { signal }),
  })

type CommentChange = { kind: 'add'; body: string; parentId?: number } | { kind: 'edit'; id: number; body: string } | { kind: 'delete'; id: number }

/** Adding, editing and deleting a comment; the thread and the lists' comment counts are read again. */
export const useChangeComment = (board: MemberBoardKey, postId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: CommentChange) => {
      if (change.kind === 'add') return api.post<unknown>(`/member-boards/${board}/${postId}/comments`, { body: change.body, parentId: change.parentId })
      if (change.kind === 'edit') return api.patch<unknown>(`/post-comments/${change.id}`, { body: change.body })
      return api.delete<unknown>(`/post-comments/${change.id}`)
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.memberBoards.comments(board, postId) }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.memberBoards.all(board), 'list'] }),
      ]),
  })
}
