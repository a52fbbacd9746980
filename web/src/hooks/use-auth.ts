import { useSyncExternalStore } from 'react'
import { authStore } from '@/lib/auth-store'

export const useAuth = () => useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState)
