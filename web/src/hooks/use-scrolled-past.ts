import { useEffect, useState } from 'react'

/** True once the page is scrolled more than `offset` pixels; re-renders only when that flips. */
export const useScrolledPast = (offset: number) => {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset)
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [offset])
  return past
}
