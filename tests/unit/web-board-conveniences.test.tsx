import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Attachment, BoardPostSummary } from '@contract/boards'
import { PublicAttachments } from '@/components/public-attachments'
import { BoardTable } from '@/features/info-plaza/components/board-table'
import { renderInRouter, renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

const notice = (id: number, title: string, isNew: boolean): BoardPostSummary => ({
  id,
  board: 'notice',
  category: 'general',
  categoryLabel: '일반',
  title,
  author: '산학협력단',
  publishedAt: '2026-11-27T00:00:00.000Z',
  viewCount: 0,
  pinned: false,
  isNew,
  attachmentCount: 0,
  excerpt: '',
  imageUrl: null,
  imageAlt: null,
  contentHtml: null,
  programme: null,
})

const file = (extra: Partial<Attachment> = {}): Attachment => ({
  id: 1,
  filename: '신청서.pdf',
  title: null,
  url: '/api/files/file/application.pdf',
  filesize: 2048,
  mimeType: 'application/pdf',
  ...extra,
})

beforeEach(stubBrowser)
afterEach(() => {
  cleanup()
  restoreBrowser()
})

describe('the N mark', () => {
  it('draws "N", named 새 글, after the title of a post the server marks new and of no other', async () => {
    await renderInRouter(
      <BoardTable board="notice" caption="공지사항 목록" firstNumber={2} posts={[notice(1, '새 공지', true), notice(2, '지난 공지', false)]} />,
    )
    const [newRow, oldRow] = screen.getAllByRole('row').slice(1)
    const mark = within(newRow!).getByRole('img', { name: '새 글' })
    expect(mark.textContent).toBe('N')
    expect(within(oldRow!).queryByRole('img', { name: '새 글' })).toBeNull()
  })
})

describe('attachment download counts', () => {
  it('shows the count next to a file when the server sent it (staff)', () => {
    renderWithProviders(<PublicAttachments files={[file({ downloadCount: 12 })]} title="첨부파일" />)
    expect(screen.getByRole('listitem').textContent).toContain('내려받기 12회')
  })

  it('shows no count when the server sent none (guests and members)', () => {
    renderWithProviders(<PublicAttachments files={[file()]} title="첨부파일" />)
    expect(screen.getByRole('listitem').textContent).not.toContain('내려받기')
  })
})
