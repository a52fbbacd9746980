import type { SearchHit, SiteSearchResult } from '@contract/search'
import type { AttractionDetail } from '@contract/travel'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MainSearchForm } from '@/features/search/components/main-search-form'
import { SearchHitItem } from '@/features/search/components/search-hit-item'
import { renderInRouter, renderWithProviders } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const currentApi = signedInMemberWithFakeApi()

const group = (type: SiteSearchResult['groups'][number]['type'], label: string, count: number) => ({ type, label, count, hits: [] })

const attractionHit: SearchHit = {
  type: 'attraction',
  id: '3',
  title: '해운대해수욕장',
  excerpt: '부산을 대표하는 바다, 사계절 산책 명소',
  meta: '관광지 · 자연 · 부산광역시 해운대구 해운대해변로 264',
  href: '/api/v1/attraction/detail/3',
}

describe('the header search’s type dropdown', () => {
  it('offers 관광지 and 패스 with their counts beside 전체, 공지사항 and 교육과정 once a keyword is typed', async () => {
    currentApi().answers['GET /search'] = {
      data: {
        searchKeyword: '부산',
        total: 9,
        groups: [group('notice', '공지사항', 2), group('course', '교육과정', 1), group('attraction', '관광지', 4), group('pass', '패스', 2)],
      } satisfies SiteSearchResult,
    }
    renderWithProviders(<MainSearchForm onSubmit={() => {}} />)
    fireEvent.change(screen.getByRole('textbox', { name: '통합검색 키워드' }), { target: { value: '부산' } })

    const type = screen.getByRole('combobox', { name: '검색 대상' })
    await waitFor(() => expect(type.textContent).toContain('관광지 (4)'))
    const options = [...type.querySelectorAll('option')].map((option) => option.textContent)
    expect(options).toEqual(['전체 (9)', '공지사항 (2)', '교육과정 (1)', '관광지 (4)', '패스 (2)'])
    expect(currentApi().sentTo('GET', '/search')[0]!.query.get('searchKeyword')).toBe('부산')
  })
})

describe('a travel hit', () => {
  const attraction: AttractionDetail = {
    gdsUid: 3,
    name: '해운대해수욕장',
    gdsTycd: null,
    gdsTycdNm: '관광지',
    gdsCategoryCd: null,
    gdsCategoryNm: '자연',
    ctpvNm: '부산광역시',
    sggNm: '해운대구',
    address: '부산광역시 해운대구 해운대해변로 264',
    summary: '부산을 대표하는 바다, 사계절 산책 명소',
    imageUrl: null,
    imageAlt: null,
    facilities: [{ value: 'PARKING', label: '주차장' }],
    etcInformation: [],
    isInterest: false,
    description: '백사장 1.5km',
    openingHours: '상시 개방',
    admissionFee: '무료',
    phone: '051-749-7601',
    homepage: null,
  }

  it('opens the item’s detail over the results, readable, instead of leaving for the API', async () => {
    currentApi().answers['GET /attraction/detail/3'] = { data: attraction }
    await renderInRouter(
      <ul>
        <SearchHitItem hit={attractionHit} keyword="부산" />
      </ul>,
    )
    const link = await screen.findByRole('link', { name: '해운대해수욕장' })
    expect(screen.getByText('부산').tagName).toBe('MARK')
    fireEvent.click(link)

    const dialog = await screen.findByRole('dialog', { name: '해운대해수욕장' })
    await waitFor(() => expect(dialog.textContent).toContain('상시 개방'))
    expect(dialog.textContent).toContain('부산광역시 해운대구 해운대해변로 264')
    expect(dialog.textContent).toContain('무료')
    expect(dialog.textContent).toContain('주차장')
  })

  it('says so in Korean when the item is no longer there', async () => {
    currentApi().answers['GET /pass/detail/5'] = { status: 404, message: '패스를 찾을 수 없습니다.' }
    await renderInRouter(
      <ul>
        <SearchHitItem hit={{ ...attractionHit, type: 'pass', id: '5', title: '동백 패스', href: '/api/v1/pass/detail/5' }} keyword="부산" />
      </ul>,
    )
    fireEvent.click(await screen.findByRole('link', { name: '동백 패스' }))
    const dialog = await screen.findByRole('dialog', { name: '동백 패스' })
    await waitFor(() => expect(dialog.textContent).toContain('정보를 불러오지 못했습니다.'))
  })
})
