import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ApiError } from '@/lib/api-client'
import { clearProfileGate } from '../lib/profile-gate'

/** When the profile token runs out (timer or a 403), the member confirms the password again. */
export const useGateExpired = () => {
  const navigate = useNavigate()
  const expire = useCallback(() => {
    clearProfileGate()
    void navigate({ to: '/myPage/info', search: { expired: true }, replace: true })
  }, [navigate])
  const expireOn403 = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.httpStatus === 403) expire()
    },
    [expire],
  )
  return { expire, expireOn403 }
}
