import { commonMessages } from '@/config/messages'
import { ApiError } from './api-client'
import { authStore } from './auth-store'

/** Hands a file the page already holds to the browser's download. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * Downloads a file Payload serves only with the reader's token (a member post's attachment): a plain
 * link cannot send the bearer token, so the file is fetched and saved from memory.
 */
export async function downloadPrivateFile(url: string, filename: string) {
  const { accessToken } = authStore.getState()
  const response = await fetch(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {}, credentials: 'same-origin' }).catch(() => {
    throw new ApiError(0, 'NETWORK', commonMessages.networkError)
  })
  if (!response.ok) throw new ApiError(response.status, response.status, commonMessages.fileUnavailable)
  saveBlob(await response.blob(), filename)
}
