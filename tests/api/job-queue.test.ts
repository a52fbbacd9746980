import { beforeAll, describe, expect, it } from 'vitest'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { type Caller, callers, rest } from '../helpers/access-matrix'
import { loginToken } from '../helpers/api'

/**
 * Payload's job queue (scheduled publishing) has a REST call that runs whatever is due. Payload
 * opens it to every signed-in account; the portal keeps it to staff, who may want a schedule run
 * before the next minute. The jobs themselves are in the access matrix (payload-jobs).
 */
const tokens = {} as Record<Caller, string | null>
const mayRun: Record<Caller, boolean> = { guest: false, member: false, staff: true, admin: true }

beforeAll(async () => {
  tokens.guest = null
  tokens.member = await loginToken(seedUsernames.member1, seedPassword)
  tokens.staff = await loginToken(seedUsernames.staff, seedPassword)
  tokens.admin = await loginToken(seedUsernames.admin, seedPassword)
})

describe('GET /api/payload-jobs/run', () => {
  for (const caller of callers) {
    it(`${mayRun[caller] ? 'runs the due jobs for' : 'is refused to'} ${caller}`, async () => {
      const { httpStatus } = await rest(tokens[caller], '/payload-jobs/run')
      expect(httpStatus).toBe(mayRun[caller] ? 200 : 401)
    })
  }
})
