import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { api } from '@/lib/api-client'
import { authStore } from '@/lib/auth-store'

/**
 * Spec §4: logging out ends the sign-in on the server (refresh token revoked, cookies cleared),
 * then clears the token and the user and shows the login page. A failed call still logs out here.
 */
export const useLogout = () => {
  const navigate = useNavigate()
  return useCallback(async () => {
    await api.post('/auth/logout').catch(() => null)
    authStore.logout()
    await navigate({ to: '/login' })
  }, [navigate])
}
