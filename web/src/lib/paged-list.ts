import type { ListData } from '@contract/envelope'

/** Spec §4: page 1 replaces what is shown, every later page is appended to it. */
export const mergePagedList = <T>(current: readonly T[], incoming: readonly T[], pageNum: number): T[] =>
  pageNum <= 1 ? [...incoming] : [...current, ...incoming]

/** The items of consecutively loaded pages (1, 2, 3 …) in the order they were loaded. */
export const flattenPages = <T>(pages: readonly ListData<T>[]): T[] =>
  pages.reduce<T[]>((items, page, index) => mergePagedList(items, page.list, index + 1), [])

/** The page to load after `loadedPages`, or undefined once the last page is in. */
export const nextPageNum = <T>(lastPage: ListData<T>, loadedPages: number) => (loadedPages < lastPage.page_cnt ? loadedPages + 1 : undefined)
