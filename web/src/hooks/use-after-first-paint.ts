import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '@/lib/after-next-paint'

/**
 * False for the first render, true from the frame after it has been painted. A page renders what
 * is below the fold from then on, so its first paint (and its largest element) is not held back by
 * work the visitor cannot see yet. As a transition, React renders the rest in slices that leave the
 * main thread free for input.
 */
export const useAfterFirstPaint = () => {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), [])
  return painted
}
