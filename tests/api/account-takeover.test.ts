import { beforeAll, describe, expect, it } from 'vitest'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, requestJson } from '../helpers/api'
import { adminLogin, createMember } from '../helpers/members'

type UserDoc = { id: number; username: string; email: string; role: string; status: string }

const userNamed = async (username: string, token: string) => {
  const { body } = await requestJson<{ docs: UserDoc[] }>(`/api/users?where[username][equals]=${username}`, { headers: bearer(token) })
  return body.docs[0]!
}

const patch = (id: number, data: object, token: string) =>
  requestJson(`/api/users/${id}`, { method: 'PATCH', headers: bearer(token), body: JSON.stringify(data) })

/** A staff account of the test's own, so changing it never disturbs the seeded staff login. */
const createStaff = async (prefix: string) => {
  const member = await createMember(prefix)
  expect((await patch(member.id, { role: 'staff' }, await adminLogin())).httpStatus).toBe(200)
  return member
}

describe('staff manage members, never other staff or admin accounts', () => {
  let staffToken: string
  let admin: UserDoc

  beforeAll(async () => {
    staffToken = await loginToken(seedUsernames.staff, seedPassword)
    admin = await userNamed(seedUsernames.admin, await adminLogin())
  })

  it.each([
    ['password', { password: 'takeover12!' }],
    ['e-mail', { email: 'attacker@example.com' }],
    ['status', { status: 'withdrawn' }],
    ['role', { role: 'member' }],
  ])("a staff user cannot change an admin's %s", async (_what, data) => {
    const { httpStatus } = await patch(admin.id, data, staffToken)
    expect([403, 404]).toContain(httpStatus)
    const after = await userNamed(seedUsernames.admin, await adminLogin())
    expect(after).toMatchObject({ email: admin.email, role: 'admin', status: admin.status })
  })

  it('the admin still signs in with the old password after a staff user tried to set a new one', async () => {
    await patch(admin.id, { password: 'takeover12!' }, staffToken)
    expect(
      (await requestJson('/api/users/login', { method: 'POST', body: JSON.stringify({ username: seedUsernames.admin, password: 'takeover12!' }) })).httpStatus,
    ).toBe(401)
    await expect(loginToken(seedUsernames.admin, seedPassword)).resolves.toBeTruthy()
  })

  it("a staff user cannot change another staff user's password", async () => {
    const colleague = await createStaff('colleague')
    const { httpStatus } = await patch(colleague.id, { password: 'takeover12!' }, staffToken)
    expect([403, 404]).toContain(httpStatus)
    await expect(loginToken(colleague.username, colleague.password)).resolves.toBeTruthy()
  })

  it("a staff user manages a member's account", async () => {
    const member = await createMember('managed')
    const { httpStatus } = await patch(member.id, { name: '이름변경' }, staffToken)
    expect(httpStatus).toBe(200)
  })

  it('a staff user cannot make anyone staff or admin', async () => {
    const member = await createMember('promote')
    await patch(member.id, { role: 'admin' }, staffToken)
    const after = await userNamed(member.username, await adminLogin())
    expect(after.role).toBe('member')
  })

  it('an admin changes a staff account', async () => {
    const colleague = await createStaff('byadmin')
    expect((await patch(colleague.id, { name: '직원이름변경' }, await adminLogin())).httpStatus).toBe(200)
  })
})

describe('who may unlock an account', () => {
  it('a member cannot unlock anyone (Payload lets any signed-in account do it by default)', async () => {
    const member = await createMember('unlocker')
    const { httpStatus } = await requestJson('/api/users/unlock', {
      method: 'POST',
      headers: bearer(await loginToken(member.username, member.password)),
      body: JSON.stringify({ username: seedUsernames.member1 }),
    })
    expect(httpStatus).toBe(403)
  })

  it('a staff user cannot unlock another staff account: it stays locked', async () => {
    const colleague = await createStaff('locked')
    const attempt = (password: string) =>
      requestJson('/api/users/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': '198.51.100.31' },
        body: JSON.stringify({ username: colleague.username, password }),
      })
    for (let tries = 0; tries < 5; tries++) await attempt('wrong-pass1!')
    await requestJson('/api/users/unlock', {
      method: 'POST',
      headers: bearer(await loginToken(seedUsernames.staff, seedPassword)),
      body: JSON.stringify({ username: colleague.username }),
    })
    expect((await attempt(colleague.password)).httpStatus).toBe(401)
  })
})
