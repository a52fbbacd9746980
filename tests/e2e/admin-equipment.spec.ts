import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test'
import type { AvailabilityData, EquipmentSummary, ReservationData, SlotsData } from '../../contract/equipment'
import type { ApiEnvelope, ListData } from '../../contract/envelope'
import { memberLogin, staffLogin } from '../helpers/accounts'
import { submitAdminLogin } from '../helpers/admin-login'

type Booking = { id: number; reservationNo: string; date: string }

const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  const envelope = (await response.json()) as ApiEnvelope<T>
  if (!response.ok() || !envelope.data) throw new Error(`${response.url()}: ${response.status()} ${envelope.status?.message}`)
  return envelope.data
}

const nextMonths = () => {
  const now = new Date(Date.now() + 9 * 3600_000)
  return [0, 1, 2].map((add) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1))
    return month.toISOString().slice(0, 7)
  })
}

/** Books `count` single-slot reservations of one piece of equipment on its first open day, as the seeded member. */
const bookAsMember = async (request: APIRequestContext, count: number): Promise<Booking[]> => {
  const login = await request.post('/api/users/login', { data: memberLogin })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const { list } = await dataOf<ListData<EquipmentSummary>>(await request.get('/api/v1/equipment/list?pageNum=1&pageSize=50'))
  for (const equipment of list.filter((item) => item.bookable && !item.safetyTrainingRequired)) {
    for (const month of nextMonths()) {
      const { days } = await dataOf<AvailabilityData>(await request.get(`/api/v1/equipment/${equipment.id}/availability?month=${month}`, { headers }))
      for (const day of days.filter((candidate) => candidate.state === 'open')) {
        const { slots } = await dataOf<SlotsData>(await request.get(`/api/v1/equipment/${equipment.id}/slots?date=${day.date}`, { headers }))
        const free = slots.filter((slot) => slot.state === 'active').slice(0, count)
        if (free.length < count) continue
        const bookings: Booking[] = []
        for (const slot of free) {
          const created = await dataOf<ReservationData>(
            await request.post('/api/v1/equipment/reservations', {
              headers,
              data: {
                equipmentId: equipment.id,
                date: day.date,
                slots: [slot.start],
                usageMode: equipment.usageModes[0]!.mode,
                purpose: '관리자 화면 시험용 예약',
                applicantName: '관리자시험',
                organisation: '새솔대학교',
                phone: '010-1234-5678',
                email: 'admin-e2e@example.com',
              },
            }),
          )
          bookings.push({ id: created.id, reservationNo: created.reservationNo, date: day.date })
        }
        return bookings
      }
    }
  }
  throw new Error('no bookable equipment with free slots in the seed')
}

const staffSignsIn = async (page: Page) => {
  await submitAdminLogin(page, staffLogin)
  await expect(page.getByRole('heading', { name: '장비 예약' }).first()).toBeVisible()
}

/** The 신청 link of the state filter: only waiting bookings stay in the list. */
const showWaiting = async (page: Page) => {
  // Payload writes its default query (limit, sort) into the address once the list loads; a click
  // before that can be overtaken by its replace.
  await expect(page).toHaveURL(/limit=/)
  await page.getByRole('navigation', { name: '상태별 보기' }).getByRole('link', { name: '신청', exact: true }).click()
  await expect(page).toHaveURL(/state%5D%5Bequals%5D=standby|state\]\[equals\]=standby/)
}

/** 처리 이력 rows as the admin labels them: 처리 이력 01, 처리 이력 02, … */
const historyRows = (page: Page) => page.locator('#field-history').getByText(/^처리 이력 \d+$/)

test('staff approve one booking, reject two at once with a reason and see the day per equipment', async ({ page, request }) => {
  // About 70 s of admin pages on two busy cores; the margin keeps it from failing on a slow run.
  test.setTimeout(150_000)
  const [approved, ...rejected] = await bookAsMember(request, 3)
  await staffSignsIn(page)

  await page.goto('/admin/collections/equipment-reservations')
  await showWaiting(page)
  const rows = page.locator('tbody tr')
  await expect(page.getByRole('link', { name: approved!.reservationNo })).toBeVisible()
  await expect(rows.locator('[data-state]').filter({ hasNotText: '신청' })).toHaveCount(0)
  await expect(page.locator('thead')).toContainText('신청일시')

  await page.getByRole('link', { name: approved!.reservationNo }).click()
  const actions = page.getByRole('region', { name: '예약 처리' })
  await expect(actions.getByRole('button', { name: '승인' })).toBeVisible()
  const historyBefore = await historyRows(page).count()
  await actions.getByRole('button', { name: '승인' }).click()
  await expect(page.getByRole('region', { name: '예약 처리' }).getByRole('button', { name: '사용완료' })).toBeVisible()
  // After the reload the admin renders its fields one by one; on a busy 2-core run the select has
  // shown its loading placeholder for more than the default 10 s.
  await expect(page.locator('#field-state')).toContainText('승인', { timeout: 30_000 })
  await expect(historyRows(page)).toHaveCount(historyBefore + 1)

  // The memo stays the staff's to edit while state and history are the service's.
  await page.locator('#field-staffMemo').fill('시편 지참 여부 전화 확인함')
  await page.getByRole('button', { name: '저장', exact: true }).click()
  await expect(page.getByText('성공적으로 업데이트되었습니다.')).toBeVisible()
  await page.reload()
  await expect(page.locator('#field-staffMemo')).toHaveValue('시편 지참 여부 전화 확인함')
  await expect(page.locator('#field-state')).toContainText('승인', { timeout: 30_000 })

  await page.goto('/admin/collections/equipment-reservations')
  await showWaiting(page)
  for (const booking of rejected) {
    await page.getByRole('row').filter({ hasText: booking.reservationNo }).getByRole('checkbox').check()
  }
  const bulk = page.getByRole('region', { name: '선택한 예약 일괄 처리' })
  await expect(bulk).toContainText('2건 선택됨')
  await bulk.getByRole('button', { name: '일괄 반려' }).click()
  await expect(bulk.getByRole('alert')).toHaveText('반려 사유를 입력해 주세요.')
  await bulk.getByLabel('사유').fill('장비 점검 일정과 겹칩니다.')
  await bulk.getByRole('button', { name: '일괄 반려' }).click()
  await expect(bulk.getByRole('status')).toContainText('2건 처리했습니다.')

  await page.goto(`/admin/collections/equipment-reservations/${rejected[0]!.id}`)
  await expect(page.locator('#field-state')).toContainText('반려')
  await expect(page.getByRole('region', { name: '예약 처리' })).toContainText('이 상태에서는 더 처리할 수 없습니다.')

  // The side navigation starts folded on narrow and document screens; the link is there either way.
  await expect(page.getByRole('link', { name: '장비 예약 일자별 현황' })).toHaveAttribute('href', '/admin/equipment-day')
  await page.goto('/admin/collections/equipment-reservations')
  await expect(page).toHaveURL(/limit=/)
  await page.getByRole('link', { name: '일자별 현황 보기' }).click()
  await expect(page.getByRole('heading', { name: '일자별 예약 현황' })).toBeVisible()
  await page.getByLabel('날짜').fill(approved!.date)
  await page.getByRole('button', { name: '조회' }).click()
  await expect(page).toHaveURL(new RegExp(`date=${approved!.date}`))
  const approvedLine = page.getByRole('listitem').filter({ hasText: approved!.reservationNo })
  await expect(approvedLine).toContainText('관리자시험 (새솔대학교)')
  await expect(approvedLine.locator('[data-state="confirm"]')).toHaveText('승인')
  await expect(page.getByRole('listitem').filter({ hasText: rejected[1]!.reservationNo }).locator('[data-state="reject"]')).toHaveText('반려')
})

test('a member cannot open the day view', async ({ page }) => {
  await submitAdminLogin(page, memberLogin)
  await expect(page.getByText(/권한|허가/).first()).toBeVisible()
  await page.goto('/admin/equipment-day')
  await expect(page.getByText(/직원만 볼 수 있는 화면입니다|권한|허가/).first()).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})
