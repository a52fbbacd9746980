import { beforeAll, describe, expect, it } from 'vitest'
import type { PostComment } from '../../contract/member-boards'
import { graphql, rest } from '../helpers/access-matrix'
import { staffLogin } from '../helpers/accounts'
import { bearer, loginToken, v1 } from '../helpers/api'
import { collaborationContact, firstTypeId, postInput, uploaded, writePost } from '../helpers/member-boards'
import { createMember, type TestMember } from '../helpers/members'

/**
 * Issue 29, the outside probe's "masking" finding: Payload REST and GraphQL gave anyone the writer's
 * whole name and user id on member posts and comments, and let anyone filter by the writer, while
 * /api/v1 masked them. Now every surface shows the name masked and no id to anyone but the writer
 * and staff, and a query by the writer is refused to others.
 */
const identityRefusal = '작성자 정보로는 검색하거나 정렬할 수 없습니다.'
// createMember names everyone 테스트회원.
const fullName = '테스트회원'
const maskedName = '테***원'

type Doc = { id: number; authorName?: string; author?: unknown; postAuthor?: unknown; owner?: unknown }
type Docs = { docs: Doc[]; errors?: { message: string }[] }

let writer: TestMember
let writerToken: string
let otherToken: string
let staff: string
const ids = { collabo: 0, qna: 0, comment: 0, image: 0 }

const callers = () => ({ guest: null, other: otherToken })

beforeAll(async () => {
  writer = await createMember('maskwriter')
  const other = await createMember('maskother')
  writerToken = await loginToken(writer.username, writer.password)
  otherToken = await loginToken(other.username, other.password)
  staff = await loginToken(staffLogin.username, staffLogin.password)
  const image = await uploaded(writerToken, 'image')
  ids.image = image.id
  const collabo = await writePost(
    writerToken,
    'collabo',
    postInput(await firstTypeId(null, 'collabo'), { title: '마스킹 확인', imageIds: [image.id], contact: collaborationContact, privacyConsent: true }),
  )
  ids.collabo = collabo.body.data!.id
  ids.qna = (await writePost(writerToken, 'qna', postInput(await firstTypeId(writerToken, 'qna'), { title: '마스킹 문의' }))).body.data!.id
  const comment = await v1<PostComment>(`/member-boards/collabo/${ids.collabo}/comments`, {
    method: 'POST',
    headers: bearer(writerToken),
    body: JSON.stringify({ body: '제가 쓴 댓글' }),
  })
  ids.comment = comment.body.data!.id
})

const restDoc = async (token: string | null, path: string) => {
  const { httpStatus, body } = await rest<Doc>(token, path)
  expect(httpStatus, path).toBe(200)
  return body
}

describe('Payload REST shows the writer masked and without an id to others', () => {
  for (const [caller, path] of [
    ['guest', () => `/collaboration-requests/${ids.collabo}?depth=1`],
    ['other', () => `/collaboration-requests/${ids.collabo}?depth=1`],
    ['other', () => `/inquiries/${ids.qna}?depth=1`],
    ['guest', () => `/post-comments/${ids.comment}?depth=1`],
    ['other', () => `/post-comments/${ids.comment}?depth=1`],
  ] as const) {
    it(`${caller}: GET /api${path().replace(/\d+\?/, ':id?')}`, async () => {
      const doc = await restDoc(callers()[caller], path())
      expect(doc.authorName).toBe(maskedName)
      expect(doc.author).toBeUndefined()
      expect(doc.postAuthor).toBeUndefined()
    })
  }

  it('masks every row of a guest list', async () => {
    const { body } = await rest<Docs>(null, `/collaboration-requests?where[id][equals]=${ids.collabo}&depth=0`)
    expect(body.docs).toHaveLength(1)
    expect(body.docs[0]).toMatchObject({ authorName: maskedName })
    expect(body.docs[0]!.author).toBeUndefined()
  })

  it('hides who uploaded a public file of an open post', async () => {
    const doc = await restDoc(null, `/post-files/${ids.image}?depth=0`)
    expect(doc.owner).toBeUndefined()
  })

  it('shows the writer their own name and id, and staff everything', async () => {
    for (const token of [writerToken, staff]) {
      const post = await restDoc(token, `/collaboration-requests/${ids.collabo}?depth=0`)
      expect(post).toMatchObject({ authorName: fullName, author: writer.id })
      const comment = await restDoc(token, `/post-comments/${ids.comment}?depth=0`)
      expect(comment).toMatchObject({ authorName: fullName, author: writer.id, postAuthor: writer.id })
      expect((await restDoc(token, `/post-files/${ids.image}?depth=0`)).owner).toBe(writer.id)
    }
  })
})

describe('GraphQL shows the writer masked and without an id to others', () => {
  const query = () =>
    `{ CollaborationRequests(where: { id: { equals: ${ids.collabo} } }) { docs { authorName author { id } } }
       PostComments(where: { id: { equals: ${ids.comment} } }) { docs { authorName author { id } postAuthor { id } } } }`
  type Answer = Record<string, { docs: { authorName: string; author: { id: number } | null; postAuthor?: { id: number } | null }[] }>

  it('to a guest', async () => {
    const answer = await graphql<Answer>(null, query())
    expect(answer.data!.CollaborationRequests!.docs).toEqual([{ authorName: maskedName, author: null }])
    expect(answer.data!.PostComments!.docs).toEqual([{ authorName: maskedName, author: null, postAuthor: null }])
  })

  it('to the writer, whole', async () => {
    const answer = await graphql<Answer>(writerToken, query())
    expect(answer.data!.CollaborationRequests!.docs).toEqual([{ authorName: fullName, author: { id: writer.id } }])
  })
})

describe('a query by the writer is refused to others', () => {
  const queries = () => [
    `/collaboration-requests?where[author][equals]=${writer.id}`,
    `/inquiries?where[author][equals]=${writer.id}`,
    `/collaboration-requests?where[authorName][like]=테`,
    `/collaboration-requests?where[or][0][title][like]=x&where[or][1][author][not_equals]=0`,
    `/collaboration-requests?sort=authorName`,
    `/collaboration-requests?sort=-author`,
    `/post-comments?where[postAuthor][equals]=${writer.id}`,
    `/post-comments?where[author][in]=${writer.id}`,
    `/post-files?where[owner][equals]=${writer.id}`,
    `/collaboration-requests?where[images.owner][equals]=${writer.id}`,
  ]

  for (const caller of ['guest', 'other'] as const) {
    it(`answers ${caller} 403 in Korean on REST`, async () => {
      for (const path of queries()) {
        const { httpStatus, body } = await rest<Docs>(callers()[caller], `${path}&depth=0`.replace(/^([^?]*)&/, '$1?'))
        expect(httpStatus, path).toBe(403)
        expect(body.errors?.[0]?.message, path).toBe(identityRefusal)
      }
    })
  }

  it('answers a guest the Korean refusal on GraphQL', async () => {
    const answer = await graphql(null, `{ CollaborationRequests(where: { author: { equals: ${writer.id} } }) { docs { id } } }`)
    expect(answer.errors[0]?.message).toBe(identityRefusal)
    expect(answer.errors[0]?.extensions?.statusCode).toBe(403)
    const sorted = await graphql(
      null,
      `
        {
          CollaborationRequests(sort: "authorName") {
            docs {
              id
            }
          }
        }
      `,
    )
    expect(sorted.errors[0]?.message).toBe(identityRefusal)
  })

  it('lets the writer filter by their own id and staff by anyone', async () => {
    const own = await rest<Docs>(writerToken, `/collaboration-requests?where[author][equals]=${writer.id}&depth=0`)
    expect(own.httpStatus).toBe(200)
    expect(own.body.docs.map((doc) => doc.id)).toContain(ids.collabo)
    const byStaff = await rest<Docs>(staff, `/collaboration-requests?where[author][equals]=${writer.id}&sort=authorName&depth=0`)
    expect(byStaff.body.docs.map((doc) => doc.id)).toContain(ids.collabo)
  })
})

describe('/api/v1 keeps working on the masked collections', () => {
  it('tells the writer their own comment and masks it to others', async () => {
    const mine = (await v1<PostComment[]>(`/member-boards/collabo/${ids.collabo}/comments`, { headers: bearer(writerToken) })).body.data!
    expect(mine.find((comment) => comment.id === ids.comment)).toMatchObject({ mine: true, author: fullName, canDelete: true })
    const theirs = (await v1<PostComment[]>(`/member-boards/collabo/${ids.collabo}/comments`, { headers: bearer(otherToken) })).body.data!
    expect(theirs.find((comment) => comment.id === ids.comment)).toMatchObject({ mine: false, author: maskedName, canDelete: false })
  })

  it('keeps the writer of a post in the comments another member leaves, so a post made secret later still shows them to its writer', async () => {
    const typeId = await firstTypeId(writerToken, 'qna')
    const { id } = (await writePost(writerToken, 'qna', postInput(typeId, { title: '나중에 비밀글' }))).body.data!
    const left = await v1<PostComment>(`/member-boards/qna/${id}/comments`, {
      method: 'POST',
      headers: bearer(otherToken),
      body: JSON.stringify({ body: '다른 회원 댓글' }),
    })
    expect(left.httpStatus).toBe(200)
    const changed = await v1(`/member-boards/qna/${id}`, {
      method: 'PATCH',
      headers: bearer(writerToken),
      body: JSON.stringify(postInput(typeId, { title: '나중에 비밀글', secret: true })),
    })
    expect(changed.httpStatus).toBe(200)
    const seen = (await v1<PostComment[]>(`/member-boards/qna/${id}/comments`, { headers: bearer(writerToken) })).body.data!
    expect(seen.map((comment) => comment.id)).toContain(left.body.data!.id)
  })

  it('counts the member their own posts on my-page', async () => {
    const { httpStatus, body } = await v1<{ collabo: { total: number }; qna: { total: number } }>('/mypage/counts', { headers: bearer(writerToken) })
    expect(httpStatus).toBe(200)
    expect(body.data!.collabo.total).toBeGreaterThanOrEqual(1)
    expect(body.data!.qna.total).toBeGreaterThanOrEqual(1)
  })
})
