import { useEffect, useState } from 'react'

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000))

/** Whole seconds left until `at` (epoch ms), re-rendering every second until it reaches 0. */
export const useSecondsUntil = (at: number) => {
  const [seconds, setSeconds] = useState(() => secondsUntil(at))
  useEffect(() => {
    setSeconds(secondsUntil(at))
    const timer = setInterval(() => {
      const left = secondsUntil(at)
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [at])
  return seconds
}
