import type { PayloadRequest } from 'payload'
import { introPageKeys, introPages } from '../../../../contract/pages'
import type { SearchHit } from '../../../../contract/search'
import { AppError } from '../../../platform/http/errors'
import { getGreetingPage, getIntroPage, getOrgChart, getVisionPage } from '../../content'
import { snippetAround, textOfHtml } from './snippet'

type ContentPage = { title: string; href: string; words: (req: PayloadRequest) => Promise<string> }

/** Every page staff write under 페이지 관리, with the words a visitor reads on it. */
const contentPages: ContentPage[] = [
  {
    title: '인사말',
    href: '/intro/intro',
    words: async (req) => {
      const page = await getGreetingPage(req)
      return [page.headline, textOfHtml(page.html), page.signatureTitle, page.signatureName].join(' ')
    },
  },
  {
    title: '비전 및 목표',
    href: '/intro/vision',
    words: async (req) => {
      const page = await getVisionPage(req)
      return [
        page.statement,
        page.mission,
        ...page.goals.flatMap((goal) => [goal.title, ...goal.tasks]),
        ...page.values.flatMap((value) => [value.title, value.description]),
      ].join(' ')
    },
  },
  {
    title: '조직도',
    href: '/intro/chart',
    words: async (req) => {
      const page = await getOrgChart(req)
      const positions = [page.head, page.deputy, page.committee].flatMap((position) =>
        position ? [position.title, position.name ?? '', position.duty ?? ''] : [],
      )
      return [...positions, ...page.units.flatMap((unit) => [unit.name, unit.head ?? '', ...unit.duties])].join(' ')
    },
  },
  ...introPageKeys.map((key): ContentPage => ({
    title: introPages[key].label,
    href: introPages[key].path,
    words: async (req) => {
      const page = await getIntroPage(req, key)
      return `${page.lead} ${textOfHtml(page.html)}`
    },
  })),
]

/** An unpublished page is not there to find. */
const wordsOrNothing = (page: ContentPage, req: PayloadRequest) =>
  page.words(req).catch((error: unknown) => {
    if (error instanceof AppError && error.httpStatus === 404) return ''
    throw error
  })

/** The published pages whose words contain the keyword, in the order of the menus; a handful, so filtered here. */
export const searchContentPages = async (req: PayloadRequest, keyword: string, pageNum: number, pageSize: number) => {
  const needle = keyword.toLowerCase()
  const words = await Promise.all(contentPages.map((page) => wordsOrNothing(page, req)))
  const found = contentPages
    .map((page, index) => ({ page, words: words[index]! }))
    .filter(({ words: text }) => text.toLowerCase().includes(needle))
    .map(({ page, words: text }): SearchHit => ({
      type: 'page',
      id: page.href,
      title: page.title,
      excerpt: snippetAround(text, keyword),
      meta: null,
      href: page.href,
    }))
  return { hits: found.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: found.length }
}
