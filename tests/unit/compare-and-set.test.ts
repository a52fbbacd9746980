import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareAndSet } from '../../cms/platform/data/compare-and-set'

/*
 * Two connections to one SQLite file stand for two server processes running the reminder job at
 * once. Each is given the few parts of Payload's database adapter the statement is built from.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-and-set-'))
const url = `file:${path.join(dir, 'race.db')}`
const clients: Client[] = []

const processOf = (client: Client) =>
  ({
    db: {
      name: 'sqlite',
      drizzle: drizzle(client),
      tableNameMap: new Map([['equipment_reservations', 'equipment_reservations']]),
      tables: {
        equipment_reservations: {
          state: { name: 'state' },
          remindersSent_dayBeforeAt: { name: 'reminders_sent_day_before_at' },
        },
      },
    },
  }) as unknown as Payload

let first: Payload
let second: Payload

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) clients.push(createClient({ url }))
  await clients[0]!.execute('PRAGMA journal_mode = WAL')
  await clients[0]!.execute('CREATE TABLE equipment_reservations (id integer PRIMARY KEY, state text, reminders_sent_day_before_at text)')
  await clients[0]!.batch(
    Array.from({ length: 50 }, (_, i) => ({ sql: "INSERT INTO equipment_reservations (id, state) VALUES (?, 'confirm')", args: [i + 1] })),
  )
  for (const client of clients) await client.execute('PRAGMA busy_timeout = 5000')
  ;[first, second] = clients.map(processOf) as [Payload, Payload]
})

afterAll(() => {
  for (const client of clients) client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const claim = (payload: Payload, id: number, at: string) =>
  compareAndSet(payload, 'equipment-reservations', id, { 'remindersSent.dayBeforeAt': null }, { 'remindersSent.dayBeforeAt': at })

describe('a claim by conditional update', () => {
  it('of 50 bookings claimed by two processes at once, each is won exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => [claim(first, i + 1, 'first'), claim(second, i + 1, 'second'), claim(first, i + 1, 'first again')]).flat(),
    )
    for (let i = 0; i < 50; i += 1) expect(results.slice(i * 3, i * 3 + 3).filter(Boolean)).toHaveLength(1)
    const rows = await clients[0]!.execute('SELECT count(*) AS claimed FROM equipment_reservations WHERE reminders_sent_day_before_at IS NOT NULL')
    expect(Number(rows.rows[0]!.claimed)).toBe(50)
  })

  it('moves a state only from the one expected', async () => {
    expect(await compareAndSet(first, 'equipment-reservations', 1, { state: 'standby' }, { state: 'cancel' })).toBe(false)
    expect(await compareAndSet(first, 'equipment-reservations', 1, { state: 'confirm' }, { state: 'complete' })).toBe(true)
    expect(await compareAndSet(second, 'equipment-reservations', 1, { state: 'confirm' }, { state: 'complete' })).toBe(false)
  })
})
