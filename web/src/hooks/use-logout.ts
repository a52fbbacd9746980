import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { authStore } from '@/lib/auth-store'

/** Spec §4: logging out clears the token and the user, then shows the login page. */
export const useLogout = () => {
  const navigate = useNavigate()
  return useCallback(() => {
    authStore.logout()
    void navigate({ to: '/login' })
  }, [navigate])
}
