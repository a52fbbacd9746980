import type { IntroPage, IntroPageKey } from '@contract/pages'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { ApiError, api } from '@/lib/api-client'
import { queryKeys } from './query-keys'

/** A page staff have not published yet reads as `null`: the screen around it still works. */
export const unpublishedAsNull = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 404) return null
    throw error
  })

export const introPageQueryOptions = (key: IntroPageKey) =>
  queryOptions({
    queryKey: queryKeys.pages.page(`intro-${key}`),
    queryFn: ({ signal }) => unpublishedAsNull(api.get<IntroPage>(`/pages/intro/${key}`, undefined, { signal })),
  })

/** For components under a route whose loader ensured the introduction. */
export const useIntroPage = (key: IntroPageKey) => useSuspenseQuery(introPageQueryOptions(key)).data
