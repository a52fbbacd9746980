import fs from 'node:fs'
import { beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { graphql, rest } from '../helpers/access-matrix'
import { loginToken, portalUrl } from '../helpers/api'
import { staffLogin } from '../helpers/accounts'

/**
 * Issue 29, the outside probe's "query size" finding: a guest's `where` with a thousand OR terms
 * answered 500 after most of a second in the database and wrote about a megabyte of SQL and
 * parameters to the log. Now an oversized query is refused in Korean before the database sees it,
 * and a query the database fails is logged as one short line.
 */
const tooLarge = '검색 조건이 너무 많거나 너무 깊게 겹쳐 있습니다. 조건을 줄여 다시 검색해 주세요.'

const orTerms = (count: number) => Array.from({ length: count }, (_, index) => `where[or][${index}][title][equals]=probe${index}`).join('&')

/** Nested and/or `levels` deep around one condition, as REST's bracket syntax spells it. */
const nested = (levels: number) => {
  const prefix = Array.from({ length: levels }, (_, index) => (index % 2 ? '[or][0]' : '[and][0]')).join('')
  return `where${prefix}[title][equals]=probe`
}

type Refusal = { errors?: { message: string }[] }

let staff: string

beforeAll(async () => {
  staff = await loginToken(staffLogin.username, staffLogin.password)
})

describe('an oversized where is refused in Korean', () => {
  it('refuses a guest 200 OR terms on Payload REST', async () => {
    const { httpStatus, body } = await rest<Refusal>(null, `/collaboration-requests?${orTerms(200)}&depth=0`)
    expect(httpStatus).toBe(400)
    expect(body.errors?.[0]?.message).toBe(tooLarge)
  })

  it('refuses 1,000 OR terms sent as the admin pickers send queries (POST, method override)', async () => {
    const response = await fetch(`${portalUrl()}/api/notices`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${orTerms(1000)}&depth=0`,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Refusal).errors?.[0]?.message).toBe(tooLarge)
  })

  it('refuses staff too, so the limit holds on the admin list queries', async () => {
    expect((await rest(staff, `/notices?${orTerms(51)}&depth=0`)).httpStatus).toBe(400)
  })

  it('refuses nesting deeper than five and/or levels', async () => {
    expect((await rest(null, `/notices?${nested(6)}&depth=0`)).httpStatus).toBe(400)
  })

  it('refuses more than 1,000 values in in-lists', async () => {
    const ids = Array.from({ length: 1001 }, (_, index) => index + 1).join(',')
    const { httpStatus, body } = await rest<Refusal>(null, `/notices?where[id][in]=${ids}&depth=0`)
    expect(httpStatus).toBe(400)
    expect(body.errors?.[0]?.message).toBe(tooLarge)
  })

  it('answers GraphQL with the Korean refusal as a 400 error, not a 500', async () => {
    const terms = Array.from({ length: 1000 }, (_, index) => `{ authorName: { equals: "probe${index}" } }`).join(', ')
    const answer = await graphql(null, `{ CollaborationRequests(where: { OR: [${terms}] }) { docs { id } } }`)
    expect(answer.errors[0]?.message).toBe(tooLarge)
    expect(answer.errors[0]?.extensions?.statusCode).toBe(400)
  })

  it('keeps what the admin sends: its filter builder and search together, and a picker excluding chosen rows', async () => {
    // The list view: (a AND b) OR (c), AND-ed with the search over listSearchableFields.
    const filter =
      'where[and][0][or][0][and][0][title][like]=공지&where[and][0][or][0][and][1][viewCount][greater_than_equal]=0' +
      '&where[and][0][or][1][and][0][category][exists]=true' +
      '&where[and][1][or][0][title][like]=안내&where[and][1][or][1][author][like]=안내'
    expect((await rest(staff, `/notices?${filter}&depth=0`)).httpStatus).toBe(200)
    const chosen = Array.from({ length: 100 }, (_, index) => index + 1).join(',')
    expect((await rest(staff, `/notices?where[and][0][id][not_in]=${chosen}&where[and][1][title][like]=공지&limit=10&depth=0`)).httpStatus).toBe(200)
  })
})

describe('the log of a refused or failed query', () => {
  const logPath = () => inject('portalLogPath')
  const logSince = (offset: number) => fs.readFileSync(logPath()).subarray(offset).toString('utf8')

  it('holds one short line, without SQL or parameters, for a query the database fails', async () => {
    const offset = fs.statSync(logPath()).size
    // SQLite refuses a LIKE pattern over 50,000 bytes: a real database failure within the limits.
    const marker = `probe${Date.now()}`
    const pattern = marker + 'x'.repeat(60_000)
    const answer = await graphql(
      null,
      `
        query ($pattern: String) {
          Notices(where: { title: { like: $pattern } }) {
            docs {
              id
            }
          }
        }
      `,
      { pattern },
    )
    if (answer.errors.length === 0) return // PostgreSQL has no such limit: nothing failed, nothing to log.
    await vi.waitFor(() => expect(logSince(offset)).toContain('데이터베이스 쿼리 실패'), { timeout: 5_000 })
    const logged = logSince(offset)
    expect(logged).not.toContain('Failed query')
    expect(logged).not.toContain('params:')
    expect(logged).not.toContain(marker)
    expect(logged).not.toMatch(/select\s/i)
    const line = logged.split('\n').find((text) => text.includes('데이터베이스 쿼리 실패'))!
    expect(line.length).toBeLessThan(300)
  })

  it('holds no SQL and no parameters for a refused one', async () => {
    const offset = fs.statSync(logPath()).size
    const { httpStatus } = await rest(null, `/notices?${orTerms(200)}&depth=0`)
    expect(httpStatus).toBe(400)
    await vi.waitFor(() => expect(logSince(offset)).toContain('요청 거절 400'), { timeout: 5_000 })
    const logged = logSince(offset)
    expect(logged).not.toContain('probe199')
    expect(logged).not.toContain('Failed query')
    expect(logged.length).toBeLessThan(1_000)
  })
})
