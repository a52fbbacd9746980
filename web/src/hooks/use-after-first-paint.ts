import { startTransition, useEffect, useState } from 'react'

/**
 * False for the first render, true from the frame after it has been painted. A page renders what
 * is below the fold from then on, so its first paint (and its largest element) is not held back by
 * work the visitor cannot see yet.
 */
export const useAfterFirstPaint = () => {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The callback runs before the frame is painted; the task after it, once it has been. As a
    // transition, React renders the rest in slices that leave the main thread free for input.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
