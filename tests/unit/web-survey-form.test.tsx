import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SurveyForm } from '@contract/surveys'
import { SurveyPage } from '@/features/surveys/components/survey-page'
import { renderInRouter } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const survey = (overrides: Partial<SurveyForm> = {}): SurveyForm => ({
  id: 7,
  title: '2026 산학협력 포럼 만족도 조사',
  target: { kind: 'event', id: 3, title: '2026 산학협력 포럼' },
  anonymous: true,
  closesAt: '2026-12-31T14:59:00.000Z',
  state: 'open',
  stateLabel: '응답 가능',
  intro: '포럼에 대한 의견을 들려주세요.',
  questions: [
    { id: 'q1', label: '전반적으로 만족하셨습니까?', type: 'scale5', required: true, options: [] },
    { id: 'q2', label: '가장 유익했던 순서', type: 'single', required: false, options: ['기조강연', '사례 발표'] },
    { id: 'q3', label: '관심 주제', type: 'multiple', required: false, options: ['AI', '특허'] },
    { id: 'q4', label: '건의 사항', type: 'longText', required: false, options: [] },
  ],
  ...overrides,
})

/** The first render loads Mantine's inputs and the query client: slow on a busy two-core machine. */
const firstPaint = { timeout: 15_000 }

const api = signedInMemberWithFakeApi()

beforeEach(() => {
  api().answers['GET /surveys/7'] = { data: survey() }
})

describe('the survey answering form', () => {
  it('says the survey is anonymous and shows the scale from 매우 불만족 to 매우 만족', async () => {
    await renderInRouter(<SurveyPage id={7} />)
    expect(await screen.findByText(/익명 설문입니다/, {}, firstPaint)).toBeTruthy()
    expect(screen.getByRole('radio', { name: '1 매우 불만족' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '5 매우 만족' })).toBeTruthy()
  })

  it('refuses to send without the required answer, in Korean, and sends nothing', async () => {
    await renderInRouter(<SurveyPage id={7} />)
    fireEvent.click(await screen.findByRole('button', { name: '설문 제출' }, firstPaint))
    expect(await screen.findByText('필수 문항에 답해 주세요.')).toBeTruthy()
    expect(api().sentTo('POST', '/surveys/7/responses')).toHaveLength(0)
  })

  it('keeps every answer after a server error, then thanks the member once it goes through', async () => {
    api().answers['POST /surveys/7/responses'] = { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' }
    await renderInRouter(<SurveyPage id={7} />)
    fireEvent.click(await screen.findByRole('radio', { name: '4 만족' }, firstPaint))
    fireEvent.click(screen.getByRole('checkbox', { name: '특허' }))
    fireEvent.change(screen.getByRole('textbox', { name: /건의 사항/ }), { target: { value: '자료를 미리 받고 싶습니다.' } })
    fireEvent.click(screen.getByRole('button', { name: '설문 제출' }))

    expect(await screen.findByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy()
    expect((screen.getByRole('radio', { name: '4 만족' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: '특허' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('textbox', { name: /건의 사항/ }) as HTMLTextAreaElement).value).toBe('자료를 미리 받고 싶습니다.')

    api().answers['POST /surveys/7/responses'] = { data: { ...survey(), state: 'answered', stateLabel: '응답 완료' } }
    fireEvent.click(screen.getByRole('button', { name: '설문 제출' }))
    expect(await screen.findByText(/응답해 주셔서 감사합니다/)).toBeTruthy()
    await waitFor(() => expect(api().sentTo('POST', '/surveys/7/responses')).toHaveLength(2))
    expect(api().sentTo('POST', '/surveys/7/responses')[1]!.body).toEqual({ answers: { q1: 4, q3: ['특허'], q4: '자료를 미리 받고 싶습니다.' } })
  })
})
