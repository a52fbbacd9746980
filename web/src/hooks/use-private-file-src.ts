import { useEffect, useState } from 'react'
import { authStore } from '@/lib/auth-store'

/**
 * Avatars and member-post images are private files: Payload serves them only with the reader's
 * token, which an <img> tag cannot send. The image is fetched with the bearer token and shown from a
 * blob URL instead.
 */
export const usePrivateFileSrc = (url: string | null) => {
  // The blob URL is kept with the address it shows, so a changed or removed address never shows the old picture.
  const [shown, setShown] = useState<{ url: string; src: string | null } | null>(null)
  useEffect(() => {
    if (!url) return
    const setSrc = (src: string | null) => setShown({ url, src })
    const controller = new AbortController()
    let objectUrl: string | null = null
    const { accessToken } = authStore.getState()
    fetch(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return setSrc(null)
        objectUrl = URL.createObjectURL(blob)
        setSrc(objectUrl)
      })
      .catch(() => setSrc(null))
    return () => {
      controller.abort()
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  return shown && shown.url === url ? shown.src : null
}
