import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from './auth-store'

export type RouterContext = { queryClient: QueryClient; auth: AuthStore }
