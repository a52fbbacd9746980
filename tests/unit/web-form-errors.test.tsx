import type { AdvisoryExpert } from '@contract/applications'
import type { MyPageSummary } from '@contract/auth'
import type { ListData } from '@contract/envelope'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ALL_EXPERTS, expertsQueryOptions } from '@/features/applications/api/get-experts'
import { AdvisoryRequestForm } from '@/features/applications/components/advisory-request-form'
import { UserInfoStep } from '@/features/join/components/user-info-step'
import { joinFlowStore } from '@/features/join/join-flow-store'
import { postTypesQueryOptions } from '@/features/member-boards/api/get-member-posts'
import { MemberPostForm } from '@/features/member-boards/components/member-post-form'
import { memberBoardViews } from '@/features/member-boards/member-board-views'
import { createQueryClient } from '@/lib/query-client'
import { renderInRouter, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

beforeEach(stubBrowser)
afterEach(() => {
  cleanup()
  joinFlowStore.reset()
  restoreBrowser()
})

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } })
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const shown = (text: string) => screen.queryAllByText(text).length > 0
/** The error line Mantine ties to an input (the password's rule also reads as its description, so text alone cannot tell). */
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null

// Each form: submit it empty, fix one field, and its error must go while the others stay.
// A whole Mantine form in jsdom takes seconds to render on a busy machine: more than vitest's 5 s default.
describe('form errors clear as soon as the field is fixed', { timeout: 30_000 }, () => {
  it('Q&A 질문하기 (/myPage/qnaWrite): the title error goes once a title is typed', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(postTypesQueryOptions('qna').queryKey, [{ id: 1, label: '일반' }])
    await renderInRouter(<MemberPostForm view={memberBoardViews.myQna} />, queryClient)

    submit('등록')
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeTruthy()
    expect(shown('유형을 선택해 주세요.')).toBe(true)

    type(/^제목/, '장비 사용 문의')
    expect(shown('제목을 입력해 주세요.')).toBe(false)
    expect(shown('유형을 선택해 주세요.')).toBe(true)
  })

  it('기술자문 신청: the title and consent errors go once they are given', async () => {
    const queryClient = createQueryClient()
    const experts: ListData<AdvisoryExpert> = { list: [], cnt_total: 0, page_cnt: 0 }
    queryClient.setQueryData(expertsQueryOptions(undefined, 1, ALL_EXPERTS).queryKey, experts)
    const profile: MyPageSummary = {
      login_id: 'member1',
      user_nm: '김민준',
      email: 'member1@example.com',
      memberClass: 'company',
      memberClassLabel: '기업',
      role: 'member',
      joinedAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: null,
      phone: '010-1234-5678',
      affiliation: '새솔테크',
      company: null,
    }
    await renderInRouter(<AdvisoryRequestForm profile={profile} />, queryClient)

    submit('신청하기')
    expect(await screen.findByText('자문 제목을 입력해 주세요.')).toBeTruthy()
    expect(shown('개인정보 수집·이용에 동의해 주세요.')).toBe(true)

    type(/^자문 제목/, '공정 개선 자문')
    expect(shown('자문 제목을 입력해 주세요.')).toBe(false)
    fireEvent.click(screen.getByRole('checkbox', { name: '개인정보 수집·이용에 동의합니다.' }))
    expect(shown('개인정보 수집·이용에 동의해 주세요.')).toBe(false)
    expect(shown('문제 설명을 입력해 주세요.')).toBe(true)
  })

  it('회원가입 (/join/userInfo): the password and agreement errors go once they are right', async () => {
    joinFlowStore.update({ memberClass: 'student', email: 'new@example.com', certToken: 'token' })
    await renderInRouter(<UserInfoStep renderTerms={() => null} />)
    const password = () => screen.getByLabelText(/^비밀번호$|^비밀번호 \*/, { selector: 'input' })

    submit('가입하기')
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeTruthy()
    expect(errorOf(password())).toBe('비밀번호는 영문, 숫자, 특수문자를 모두 포함한 8~20자로 입력해 주세요.')
    expect(shown('입력 내용을 확인해 주세요.')).toBe(true)

    fireEvent.change(password(), { target: { value: 'Saesol-2026!' } })
    expect(errorOf(password())).toBeNull()

    fireEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }))
    expect(shown('이용약관에 동의해 주세요.')).toBe(false)
    expect(shown('개인정보 수집·이용에 동의해 주세요.')).toBe(false)
    expect(shown('이름을 입력해 주세요.')).toBe(true)
  })
})
