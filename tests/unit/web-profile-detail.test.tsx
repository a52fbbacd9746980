import type { MyInfo } from '@contract/auth'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfileDetailPage } from '@/features/my-page/components/profile-detail-page'
import { renderInRouter } from '../helpers/render-with-providers'
import { signedInMemberWithFakeApi } from '../helpers/signed-in-member'

const currentApi = signedInMemberWithFakeApi()

const me: MyInfo = {
  login_id: 'member1',
  name: '김민준',
  email: 'minjun@example.com',
  phoneCountry: '+82',
  phone: '010-1234-5678',
  phoneVerifiedAt: '2026-11-01T00:00:00.000Z',
  gender: 'male',
  memberClass: 'company',
  affiliationType: 'company',
  affiliation: '새솔테크',
  department: '품질관리팀',
  marketing: false,
  avatarUrl: null,
  socialAccounts: [{ provider: 'kakao', label: '카카오', email: null, linkedAt: '2026-10-01T00:00:00.000Z' }],
  joinedAt: '2026-03-02T01:00:00.000Z',
}

const gate = { profileToken: 'profile-token', expiresAt: new Date(Date.now() + 600_000).toISOString(), loginId: 'member1' }

const rowOf = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!.textContent

describe('/myPage/InfoDetail, the profile detail', () => {
  it('writes a number abroad with its country code', async () => {
    currentApi().answers['GET /mypage/my-info'] = { data: { ...me, phoneCountry: '+1', phone: '2125550123' } }
    await renderInRouter(<ProfileDetailPage gate={gate} />)
    const table = await screen.findByRole('table', { name: '회원정보' })
    expect(rowOf(table, '휴대폰 번호')).toContain('+1 212-****-0123')
  })

  it('shows the profile with the e-mail and the phone masked, read with the gate’s token', async () => {
    currentApi().answers['GET /mypage/my-info'] = { data: me }
    await renderInRouter(<ProfileDetailPage gate={gate} />)
    const table = await screen.findByRole('table', { name: '회원정보' })
    expect(rowOf(table, '아이디')).toContain('member1')
    expect(rowOf(table, '이메일')).toContain('mi****@example.com')
    expect(rowOf(table, '휴대폰 번호')).toBe('휴대폰 번호010-****-5678 · 인증됨')
    expect(rowOf(table, '회원 구분')).toContain('기업회원')
    expect(rowOf(table, '소속')).toContain('기업 · 새솔테크 · 품질관리팀')
    expect(rowOf(table, '연결된 간편 로그인')).toContain('카카오')
    expect(rowOf(table, '가입일')).toContain('2026.03.02')
    expect(table.textContent).not.toContain('minjun@')
    expect(table.textContent).not.toContain('1234')
    expect(currentApi().sentTo('GET', '/mypage/my-info')).toHaveLength(1)
  })

  it('leads to 회원정보 수정 and to 비밀번호 변경', async () => {
    currentApi().answers['GET /mypage/my-info'] = { data: me }
    await renderInRouter(<ProfileDetailPage gate={gate} />)
    expect((await screen.findByRole('link', { name: '회원정보 수정' })).getAttribute('href')).toBe('/myPage/myInfo')
    expect(screen.getByRole('link', { name: '비밀번호 변경' }).getAttribute('href')).toBe('/myPage/changePassword')
  })
})
