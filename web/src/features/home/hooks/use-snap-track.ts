import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Which slide of a scroll-snapping track sits at its start, and moving to another. The browser does
 * the scrolling, swiping and snapping; this only reads where the track stopped and asks it to move.
 */
export function useSnapTrack(count: number, loop: boolean) {
  const track = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(0)
  const [atEnd, setAtEnd] = useState(false)

  const read = useCallback(() => {
    const element = track.current
    const first = element?.children[0] as HTMLElement | undefined
    if (!element || !first) return
    const second = element.children[1] as HTMLElement | undefined
    const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth
    setSelected(Math.min(count - 1, Math.round(element.scrollLeft / step)))
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1)
  }, [count])

  useEffect(() => {
    const element = track.current
    if (!element) return
    read()
    element.addEventListener('scroll', read, { passive: true })
    window.addEventListener('resize', read)
    return () => {
      element.removeEventListener('scroll', read)
      window.removeEventListener('resize', read)
    }
  }, [read])

  const goTo = (index: number) => {
    const element = track.current
    const first = element?.children[0] as HTMLElement | undefined
    const target = element?.children[(index + count) % count] as HTMLElement | undefined
    if (!element || !first || !target) return
    // The track's CSS decides smooth or instant (instant for visitors who ask for reduced motion).
    element.scrollTo({ left: target.offsetLeft - first.offsetLeft })
  }

  return {
    track,
    selected,
    goTo,
    previous: () => goTo(selected - 1),
    next: () => goTo(atEnd && loop ? 0 : selected + 1),
    canPrevious: loop || selected > 0,
    canNext: loop || !atEnd,
  }
}
