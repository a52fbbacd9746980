import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyInfo } from '@contract/auth'
import { PhoneVerifyField } from '@/features/my-page/components/phone-verify-field'
import type { PhoneParts } from '@/lib/phone-parts'
import { fakeApi } from '../helpers/fake-api'
import { renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

let api: ReturnType<typeof fakeApi>

const unverified = { phone: '010-5555-1234', phoneCountry: '+82', phoneVerifiedAt: null }

/** The field as the profile form holds it: the parts in state, the verified number reported up. */
function Harness({ info, onVerified }: { info: Pick<MyInfo, 'phone' | 'phoneCountry' | 'phoneVerifiedAt'>; onVerified: (v: unknown) => void }) {
  const [parts, setParts] = useState<PhoneParts>(info.phone.split('-') as PhoneParts)
  const [country, setCountry] = useState(info.phoneCountry)
  return <PhoneVerifyField info={info} profileToken="gate" parts={parts} onParts={setParts} country={country} onCountry={setCountry} onVerified={onVerified} />
}

beforeEach(() => {
  stubBrowser()
  api = fakeApi()
})
afterEach(() => {
  cleanup()
  restoreBrowser()
})

describe('the profile phone with its 문자 code', () => {
  it('a new number gets a code with the countdown, a wrong code the server’s Korean reason, the right one saves it', async () => {
    const onVerified = vi.fn()
    api.answers['POST /mypage/phone/send-code'] = {
      data: { phone: '010-2222-3333', expiresAt: new Date(Date.now() + 180_000).toISOString(), resendAfterSeconds: 30 },
    }
    api.answers['POST /mypage/phone/confirm'] = { status: 400, message: '인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)' }
    renderWithProviders(<Harness info={unverified} onVerified={onVerified} />)

    expect(screen.getByText(/인증하지 않은 번호입니다/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('휴대폰 번호 가운데 자리'), { target: { value: '2222' } })
    fireEvent.change(screen.getByLabelText('휴대폰 번호 끝자리'), { target: { value: '3333' } })
    expect(screen.getByText(/번호를 바꾸려면 새 번호로 인증번호를 받아/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }))

    await screen.findByText(/010-2222-3333\(으\)로 인증번호 문자를 보냈습니다/)
    expect(api.sentTo('POST', '/mypage/phone/send-code')[0]!.body).toEqual({ phone: '010-2222-3333' })
    expect(screen.getByRole('timer').textContent).toMatch(/^[23]:\d\d$/)
    expect((screen.getByRole('button', { name: '인증번호 다시 받기' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: '확인' }))
    expect(await screen.findByText('인증번호 6자리를 입력해 주세요.')).toBeTruthy()
    expect(api.sentTo('POST', '/mypage/phone/confirm')).toHaveLength(0)

    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '12a3456' } })
    fireEvent.click(screen.getByRole('button', { name: '확인' }))
    expect(await screen.findByText('인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)')).toBeTruthy()
    expect(api.sentTo('POST', '/mypage/phone/confirm')[0]!.body).toEqual({ code: '123456' })

    const verified = { phone: '010-2222-3333', phoneCountry: '+82', phoneVerifiedAt: '2026-11-26T05:05:00.000Z' }
    api.answers['POST /mypage/phone/confirm'] = { data: verified }
    fireEvent.click(screen.getByRole('button', { name: '확인' }))
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified))
  })

  it('a verified number says so, with its day, and offers no code', () => {
    renderWithProviders(<Harness info={{ ...unverified, phoneVerifiedAt: '2026-11-26T05:05:00.000Z' }} onVerified={() => {}} />)
    expect(screen.getByText(/인증된 번호입니다 \(2026\.11\.26 인증\)/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: '인증번호 받기' })).toBeNull()
  })
})
