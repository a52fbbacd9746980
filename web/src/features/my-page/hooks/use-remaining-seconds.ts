import { useEffect, useState } from 'react'

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000))

/** Seconds left until `expiresAt`, ticking once a second; `onExpire` runs when it reaches zero. */
export const useRemainingSeconds = (expiresAt: string, onExpire: () => void) => {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt))
  useEffect(() => {
    const tick = () => {
      const left = secondsUntil(expiresAt)
      setSeconds(left)
      if (left === 0) onExpire()
      return left
    }
    if (tick() === 0) return
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [expiresAt, onExpire])
  return seconds
}

export const formatClock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
