import type { SnsCallbackData, SocialProvider } from '@contract/auth'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '@/lib/api-client'
import { authStore } from '@/lib/auth-store'
import { postSnsCallback, type SnsCallbackParams } from '../api/post-sns-callback'
import type { SnsFailReason } from '../messages'

/**
 * The code is single-use and the state cookie is cleared by the first answer, so a second POST
 * (React StrictMode runs effects twice in development) would turn a good sign-in into a failure.
 * Each callback address is therefore sent once per page load and its answer shared.
 */
const sent = new Map<string, Promise<SnsCallbackData>>()

const sendOnce = (provider: SocialProvider, params: SnsCallbackParams) => {
  const key = `${provider}|${params.code ?? ''}|${params.state ?? ''}|${params.error ?? ''}`
  let request = sent.get(key)
  if (!request) {
    request = postSnsCallback(provider, params)
    sent.set(key, request)
  }
  return request
}

const failReason = (error: unknown, params: SnsCallbackParams): SnsFailReason => {
  if (params.error) return 'denied'
  if (!(error instanceof ApiError)) return 'unknown'
  if (error.httpStatus === 400) return 'expired'
  if (error.httpStatus === 403) return 'withdrawn'
  if (error.httpStatus === 409) return 'conflict'
  if (error.httpStatus === 502) return 'provider'
  return 'unknown'
}

/** Posts what the provider sent back and moves on: signed in, linked, join flow or failure. */
export const useSnsCallback = (provider: SocialProvider, params: SnsCallbackParams) => {
  const navigate = useNavigate()
  const { code, state, error } = params

  useEffect(() => {
    let active = true
    const search = { code, state, error }
    sendOnce(provider, search)
      .then((data) => {
        if (!active) return
        if (data.result === 'login') {
          authStore.login(data.userInfo, data.accessToken)
          void navigate({ to: '/login/snsSuccess', search: { redirect: data.redirect }, replace: true })
        } else if (data.result === 'linked') {
          void navigate({ to: '/myPage/myInfo', replace: true })
        } else {
          void navigate({ to: '/join/memberClass', replace: true })
        }
      })
      .catch((reason: unknown) => {
        if (active) void navigate({ to: '/login/snsFail', search: { reason: failReason(reason, search) }, replace: true })
      })
    return () => {
      active = false
    }
  }, [provider, code, state, error, navigate])
}
