import { useMutation, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/queries/query-keys'

export type Notify = (message: string, isError: boolean) => void

/**
 * One change to the member's company (a join, a role, an invite…): on success the company page and
 * its 가족회사 state are read again and the page says what happened; on refusal it shows the
 * server's Korean message, which knows the rule that was broken (the last 관리자, a wrong number).
 */
export function useCompanyAction<A, R>(
  run: (argument: A) => Promise<R>,
  notify: Notify,
  done: (argument: A, result: R) => string,
  /** The caller shows a refusal itself (beside the form that was refused). */
  showsOwnError = false,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, argument) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.family.membership() }),
        // A new class or company changes what the summary shows and what the forms prefill.
        queryClient.invalidateQueries({ queryKey: queryKeys.mypage.summary() }),
      ])
      notify(done(argument, result), false)
    },
    onError: (error) => {
      if (!showsOwnError) notify(error.message, true)
    },
  })
}
