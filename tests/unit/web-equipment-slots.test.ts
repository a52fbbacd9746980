import type { Slot } from '../../contract/equipment'
import { describe, expect, it } from 'vitest'
import { emptyReservationForm, validateApplicantStep, validateUsageStep } from '@/features/equipment/lib/reservation-form'
import { describeSlots, keepAvailable, toggleSlot } from '@/features/equipment/lib/slot-selection'

const slots: Slot[] = [
  {
    start: '09:00',
    end: '10:00',
    state: 'disabled',
    reason: '지난 시간입니다',
  },
  { start: '10:00', end: '11:00', state: 'active', reason: null },
  { start: '11:00', end: '12:00', state: 'checked', reason: null },
  { start: '13:00', end: '14:00', state: 'active', reason: null },
  { start: '14:00', end: '15:00', state: 'active', reason: null },
]

describe('toggleSlot', () => {
  it('adds an active slot in the day order and removes it again', () => {
    const chosen = toggleSlot(slots, ['13:00'], '10:00', 3)
    expect(chosen).toEqual(['10:00', '13:00'])
    expect(toggleSlot(slots, chosen, '13:00', 3)).toEqual(['10:00'])
  })

  it('refuses disabled slots, the member’s own booking and more than the limit', () => {
    expect(toggleSlot(slots, [], '09:00', 3)).toEqual([])
    expect(toggleSlot(slots, [], '11:00', 3)).toEqual([])
    expect(toggleSlot(slots, ['10:00', '13:00'], '14:00', 2)).toEqual(['10:00', '13:00'])
  })

  it('drops choices that were taken meanwhile and describes the rest', () => {
    const refreshed = slots.map((slot) =>
      slot.start === '13:00'
        ? {
            ...slot,
            state: 'disabled' as const,
            reason: '이미 예약된 시간입니다',
          }
        : slot,
    )
    expect(keepAvailable(refreshed, ['10:00', '13:00'])).toEqual(['10:00'])
    expect(describeSlots(slots, ['14:00', '10:00'])).toBe('10:00~11:00, 14:00~15:00')
  })
})

describe('reservation form steps', () => {
  const text = {
    required: '필수',
    invalidEmail: '이메일',
    invalidPhone: '연락처',
  }

  it('needs a usage mode and a purpose', () => {
    expect(validateUsageStep(emptyReservationForm, text)).toEqual({
      usageMode: '필수',
      purpose: '필수',
    })
    expect(validateUsageStep({ ...emptyReservationForm, usageMode: 'self', purpose: '시료 분석' }, text)).toEqual({})
  })

  it('checks the applicant fields', () => {
    const form = {
      ...emptyReservationForm,
      applicantName: '홍길동',
      organisation: '새솔대',
      phone: '010-1234-5678',
      email: 'a@b.kr',
    }
    expect(validateApplicantStep(form, text)).toEqual({})
    expect(validateApplicantStep({ ...form, phone: 'abc', email: 'a@' }, text)).toEqual({ phone: '연락처', email: '이메일' })
  })
})
