import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { authStore } from '@/lib/auth-store'
import { fakeApi } from './fake-api'
import { restoreBrowser, stubBrowser } from './render-with-providers'

/**
 * For a file of screens member1 uses while signed in: each test gets a fresh fake /api/v1 and the
 * browser stubs, and is signed out and restored afterwards. Returns the current test's fake API.
 */
export const signedInMemberWithFakeApi = () => {
  let api: ReturnType<typeof fakeApi>
  beforeEach(() => {
    stubBrowser()
    api = fakeApi()
    authStore.login({ login_id: 'member1', user_nm: '김민준', role: 'member' }, 'access-token')
  })
  afterEach(() => {
    cleanup()
    authStore.logout()
    restoreBrowser()
  })
  return () => api
}
