import { z } from 'zod'
import { SEARCH_KEYWORD_MAX, searchKeywordTooLong } from '../../../contract/search'
import { plainInteger } from './plain-integer'

export const MAX_PAGE_SIZE = 100

/** `pageNum` is 1-based; missing values fall back to the first page of ten. */
export const pagingQuery = z.object({
  pageNum: plainInteger(
    z
      .number({ error: '페이지 번호는 숫자로 입력해 주세요.' })
      .int({ error: '페이지 번호는 1 이상의 정수여야 합니다.' })
      .min(1, { error: '페이지 번호는 1 이상의 정수여야 합니다.' }),
  ).default(1),
  pageSize: plainInteger(
    z
      .number({ error: '페이지 크기는 숫자로 입력해 주세요.' })
      .int({ error: `페이지 크기는 1에서 ${MAX_PAGE_SIZE} 사이의 정수여야 합니다.` })
      .min(1, { error: `페이지 크기는 1에서 ${MAX_PAGE_SIZE} 사이의 정수여야 합니다.` })
      .max(MAX_PAGE_SIZE, { error: `페이지 크기는 1에서 ${MAX_PAGE_SIZE} 사이의 정수여야 합니다.` }),
  ).default(10),
})

export const searchKeyword = z
  .string()
  .trim()
  .max(SEARCH_KEYWORD_MAX, { error: searchKeywordTooLong })
  .optional()
  .transform((value) => (value ? value : undefined))

export const idParam = plainInteger(
  z.number({ error: '잘못된 게시글 번호입니다.' }).int({ error: '잘못된 게시글 번호입니다.' }).positive({ error: '잘못된 게시글 번호입니다.' }),
)

/**
 * A comma-separated filter of a catalogue's query (`kind=seminar,forum`): every value must be one of
 * `options`, refused with `message` otherwise; several match any of them; none is no filter.
 */
export const commaListOf = (options: readonly { value: string }[], message: string) => {
  const known = new Set(options.map((option) => option.value))
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const values = [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
      if (values.some((part) => !known.has(part))) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return values.length ? values : undefined
    })
}

/** A catalogue's 1-based `pageIndex` and its `pageSize` (up to `max`), each refused with its own Korean message. */
export const catalogueQueryPaging = (page: { size: number; max: number; badIndex: string; badSize: string }) => ({
  pageIndex: plainInteger(z.number({ error: page.badIndex }).int({ error: page.badIndex }).min(1, { error: page.badIndex })).default(1),
  pageSize: plainInteger(
    z.number({ error: page.badSize }).int({ error: page.badSize }).min(1, { error: page.badSize }).max(page.max, { error: page.badSize }),
  ).default(page.size),
})
