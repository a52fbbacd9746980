import type { SnsPendingJoin } from '@contract/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

/**
 * The social sign-in that sent the visitor here, if any. Having none is the usual case, so a
 * missing endpoint or a failure simply means "none" and never blocks the e-mail step.
 */
export const getSnsPending = () => api.get<SnsPendingJoin | null>('/auth/sns/pending').catch(() => null)

export const snsPendingQueryOptions = () => queryOptions({ queryKey: queryKeys.auth.snsPending(), queryFn: getSnsPending, staleTime: 0 })

export const useSnsPending = () => useQuery(snsPendingQueryOptions())
