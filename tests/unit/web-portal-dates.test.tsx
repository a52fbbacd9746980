import type { EquipmentDetail } from '@contract/equipment'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultRecurrence } from '@/features/equipment/lib/recurrence'
import { ReservationModal } from '@/features/equipment/components/reservation-modal'
import { emptyReservationForm } from '@/features/equipment/lib/reservation-form'
import { formatSeoulDateTime } from '@/utils/format-seoul-date-time'
import { renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

beforeEach(stubBrowser)
afterEach(() => {
  cleanup()
  restoreBrowser()
})

describe('dates on the portal read as the shared rule says: 2026.12.09, 2026.12.09 14:05 (Seoul)', () => {
  it('writes a moment in Seoul time and a day alone, through the contract’s one implementation', () => {
    expect(formatSeoulDateTime('2026-12-09T05:05:00.000Z')).toBe('2026.12.09 14:05')
    expect(formatSeoulDateTime('2026-12-09T15:30:00.000Z', false)).toBe('2026.12.10')
    expect(formatSeoulDateTime('2026-12-09', false)).toBe('2026.12.09')
  })

  it('writes nothing for an unreadable value instead of breaking the page', () => {
    expect(formatSeoulDateTime('not a date')).toBe('')
  })

  it('shows the booking dialog’s day as 2026.12.09, not as the URL’s 2026-12-09', () => {
    // Only what the dialog's first step reads of the equipment.
    const equipment = {
      name: '주사전자현미경',
      equipmentNo: 'EQ-001',
      usageModes: [{ mode: 'self', modeLabel: '직접 사용', fee: 10000, feeUnit: '시간' }],
      openingRules: { cancelNoticeHours: 24 },
    } as unknown as EquipmentDetail
    renderWithProviders(
      <ReservationModal
        opened
        equipment={equipment}
        date="2026-12-09"
        slotSummary="10:00~11:00"
        chosenSlots={[{ start: '10:00', end: '11:00' }]}
        form={emptyReservationForm}
        onForm={() => {}}
        recurrence={defaultRecurrence('2026-12-09')}
        onRecurrence={() => {}}
        error={null}
        submitting={false}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    )
    expect(screen.getByText('2026.12.09')).toBeTruthy()
    expect(screen.queryByText('2026-12-09')).toBeNull()
  })
})
