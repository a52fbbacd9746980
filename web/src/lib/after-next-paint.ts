/**
 * Runs `callback` once the next frame has been painted: a requestAnimationFrame callback runs before
 * the frame is painted, the task queued from it after. Returns a cancel function.
 */
export const afterNextPaint = (callback: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
