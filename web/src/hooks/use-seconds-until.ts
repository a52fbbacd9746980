import { useEffect, useReducer } from 'react'

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000))

/** Whole seconds left until `at` (epoch ms), computed on each render; a timer re-renders every second until 0. */
export const useSecondsUntil = (at: number) => {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    const timer = setInterval(() => {
      tick()
      if (secondsUntil(at) === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [at])
  return secondsUntil(at)
}

/** A countdown as the code screens show it: 2:05. */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
