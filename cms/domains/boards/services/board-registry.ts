import type { CollectionSlug } from 'payload'
import { faqCategories } from '../collections/Faqs'
import { newsCategories } from '../collections/News'
import { noticeCategories } from '../collections/Notices'
import { referenceCategories } from '../collections/References'
import { sharingCategories } from '../collections/SharingPrograms'
import { centerActivityCategories } from '../collections/CenterActivities'
import { esgCategories } from '../collections/EsgPosts'
import { lifelongCategories } from '../collections/LifelongPosts'
import type { BoardCategory, BoardKey } from '../../../../contract/boards'
import { boardKeys } from '../../../../contract/boards'
import { notFound } from '../../../platform/http/errors'

type BoardDefinition = {
  collection: Extract<CollectionSlug, 'notices' | 'news' | 'faqs' | 'references' | 'sharing-programs' | 'esg-posts' | 'lifelong-posts' | 'center-activities'>
  label: string
  categories: BoardCategory[]
  /** List order after the pinned posts. */
  sort: string[]
  /** Notices keep pinned posts on top until their 고정 종료일. */
  pinnable?: true
}

const byDate = ['-publishedAt', '-id']

export const boardRegistry: Record<BoardKey, BoardDefinition> = {
  notice: { collection: 'notices', label: '공지사항', categories: noticeCategories, sort: byDate, pinnable: true },
  news: { collection: 'news', label: '뉴스', categories: newsCategories, sort: byDate },
  faq: { collection: 'faqs', label: 'FAQ', categories: faqCategories, sort: byDate },
  reference: { collection: 'references', label: '자료실', categories: referenceCategories, sort: byDate },
  sharing: { collection: 'sharing-programs', label: '공유협업 프로그램', categories: sharingCategories, sort: byDate },
  training: { collection: 'esg-posts', label: 'ESG 소식·자료', categories: esgCategories, sort: byDate },
  founded: { collection: 'lifelong-posts', label: '평생교육 소식·자료', categories: lifelongCategories, sort: byDate },
  activity: { collection: 'center-activities', label: '지역협력 활동', categories: centerActivityCategories, sort: byDate },
}

/** A board the request named, checked: its definition and its key. */
export type Board = BoardDefinition & { key: BoardKey }

export const resolveBoard = (key: string): Board => {
  if (!(boardKeys as readonly string[]).includes(key)) throw notFound('존재하지 않는 게시판입니다.')
  return { ...boardRegistry[key as BoardKey], key: key as BoardKey }
}

export const categoryLabel = (board: BoardDefinition, value: string) => board.categories.find((category) => category.value === value)?.label ?? value
