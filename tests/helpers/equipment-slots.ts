import { expect, type APIRequestContext } from '@playwright/test'
import type { AvailabilityData, EquipmentSummary, SlotsData } from '../../contract/equipment'
import type { ApiEnvelope, ListData } from '../../contract/envelope'

export type OpenChoice = { equipment: EquipmentSummary; date: string; starts: string[] }

const getData = async <T>(request: APIRequestContext, path: string, token?: string) => {
  const response = await request.get(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as ApiEnvelope<T>).data!
}

const seoulMonth = (offset: number) => {
  const now = new Date(Date.now() + 9 * 60 * 60 * 1000)
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
}

/**
 * A day that is surely open, read from the availability API rather than hard-coded: bookable
 * equipment without a safety-training requirement and its last open day with `count` free slots
 * (the seeded demo bookings sit near today). Each run starts on a fresh database.
 */
export async function findOpenSlots(request: APIRequestContext, count: number, token?: string): Promise<OpenChoice> {
  const list = await getData<ListData<EquipmentSummary>>(request, '/api/v1/equipment/list?pageNum=1&pageSize=100')
  const candidates = list.list.filter((equipment) => equipment.bookable && !equipment.safetyTrainingRequired)
  expect(candidates.length, 'bookable equipment without safety training in the seed').toBeGreaterThan(0)
  const equipment = candidates[0]

  for (const month of [seoulMonth(1), seoulMonth(0)]) {
    const availability = await getData<AvailabilityData>(request, `/api/v1/equipment/${equipment.id}/availability?month=${month}`)
    for (const day of [...availability.days].reverse().filter((candidate) => candidate.state === 'open')) {
      const slots = await getData<SlotsData>(request, `/api/v1/equipment/${equipment.id}/slots?date=${day.date}`, token)
      const free = slots.slots.filter((slot) => slot.state === 'active').map((slot) => slot.start)
      if (free.length >= count) return { equipment, date: day.date, starts: free.slice(0, count) }
    }
  }
  throw new Error(`no open day with ${count} free slots for ${equipment.name}`)
}
