import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PreviewView } from '@contract/preview'
import { DraftPreview } from '@/features/preview/components/draft-preview'
import { fakeApi } from '../helpers/fake-api'
import { renderRouteAt, renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

let api: ReturnType<typeof fakeApi>

const intro = (lead: string): PreviewView => ({ kind: 'intro', page: { lead, html: '<p>본문</p>', updatedAt: '2026-11-01T00:00:00.000Z' } })
const showLead = (view: PreviewView) => <h2>{view.kind === 'intro' ? view.page.lead : ''}</h2>

/** What the admin's form posts into the preview frame as staff type. */
const typeInAdmin = (data: Record<string, unknown>) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'payload-live-preview', globalSlug: 'intro-edu', data } }))
  })

beforeEach(() => {
  stubBrowser()
  api = fakeApi()
})

afterEach(() => {
  cleanup()
  restoreBrowser()
})

describe('staff’s live preview page', () => {
  it('shows the server’s Korean refusal, and no draft, to someone who is not staff', async () => {
    api.answers['GET /preview/intro-edu'] = { status: 401, message: '로그인이 필요합니다.' }
    renderWithProviders(<DraftPreview slug="intro-edu" id={null} render={showLead} />)
    expect((await screen.findByRole('alert')).textContent).toContain('로그인이 필요합니다.')
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })

  it('shows the saved draft, then what staff type, rendered by the server', async () => {
    api.answers['GET /preview/intro-edu'] = { data: intro('저장된 첫 문장') }
    api.answers['POST /preview/intro-edu'] = (request) => ({ data: intro((request.body as { data: { lead: string } }).data.lead) })
    renderWithProviders(<DraftPreview slug="intro-edu" id={null} render={showLead} />)
    expect(await screen.findByRole('heading', { name: '저장된 첫 문장' })).toBeTruthy()

    await typeInAdmin({ lead: '입력 중인 첫 문장' })
    expect(await screen.findByRole('heading', { name: '입력 중인 첫 문장' })).toBeTruthy()
    expect(api.sentTo('POST', '/preview/intro-edu').at(-1)?.body).toEqual({ data: { lead: '입력 중인 첫 문장' } })
  })

  it('keeps the last good render and says so when a change cannot be rendered', async () => {
    api.answers['GET /preview/intro-edu'] = { data: intro('저장된 첫 문장') }
    api.answers['POST /preview/intro-edu'] = { status: 400, message: '요청 값이 올바르지 않습니다.' }
    renderWithProviders(<DraftPreview slug="intro-edu" id={null} render={showLead} />)
    expect(await screen.findByRole('heading', { name: '저장된 첫 문장' })).toBeTruthy()

    await typeInAdmin({ lead: '보낼 수 없는 값' })
    expect(await screen.findByText(/미리보기에 반영하지 못했습니다/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: '저장된 첫 문장' })).toBeTruthy()
  })
})

describe('the preview draws each page with its own page', () => {
  it('인사말: the headline, the letter and the signature, as /intro/intro draws them', async () => {
    api.answers['GET /preview/greeting-page'] = {
      data: {
        kind: 'greeting',
        page: {
          headline: '함께 성장하는 산학협력',
          html: '<p>초안 인사말입니다.</p>',
          photo: null,
          signatureTitle: '산학협력단장',
          signatureName: '김하늘',
          updatedAt: '',
        },
      },
    }
    await renderRouteAt('/preview/greeting-page')
    expect(await screen.findByText('함께 성장하는 산학협력')).toBeTruthy()
    expect(screen.getByText('초안 인사말입니다.')).toBeTruthy()
    expect(screen.getByText('김하늘')).toBeTruthy()
  })

  it('조직도: the boxes and the units', async () => {
    api.answers['GET /preview/org-chart'] = {
      data: {
        kind: 'orgChart',
        page: {
          head: { title: '산학협력단장', name: '김하늘', phone: null, duty: null },
          deputy: null,
          committee: null,
          units: [{ name: '기술사업화팀', head: null, phone: null, duties: ['기술이전 계약'] }],
          updatedAt: '',
        },
      },
    }
    await renderRouteAt('/preview/org-chart')
    expect(await screen.findByRole('heading', { name: '기술사업화팀' })).toBeTruthy()
    expect(screen.getByText('기술이전 계약')).toBeTruthy()
  })
})
