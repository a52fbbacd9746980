import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

// A 4xx answer will not change on retry; network trouble and 5xx get one more try.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500)

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  })
