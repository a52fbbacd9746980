import { notFound, useSearch } from '@tanstack/react-router'

/**
 * The `?id=` of a detail page, as its route's search schema read it (a positive integer or nothing).
 * Without one the page is the 404 page here as well as in the route's loader: in the browser the
 * page's component could still render once with the missing id and ask the API for `/NaN` (issue 37).
 */
export function useDetailId(): number {
  const { id } = useSearch({ strict: false })
  if (typeof id !== 'number') throw notFound()
  return id
}
