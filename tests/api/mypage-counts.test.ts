import { describe, expect, it } from 'vitest'
import type { MyPageCounts } from '../../contract/auth'
import { bearer, v1 } from '../helpers/api'
import { filedAdvisory, moveApplication } from '../helpers/applications'
import { appliedToCourse, createCourse } from '../helpers/education'
import { memberToken } from '../helpers/equipment'
import { cancelRegistration, createEvent, registered } from '../helpers/events'
import { createCompanyMember } from '../helpers/members'
import { firstTypeId, postInput, writePost } from '../helpers/member-boards'

const counts = async (token: string | null) => v1<MyPageCounts>('/mypage/counts', { headers: token ? bearer(token) : {} })

describe('the my-page counts', () => {
  it("count the member's own applications and posts, and how many are still under way", async () => {
    const token = await memberToken(await createCompanyMember('cnt'))
    expect((await counts(token)).body.data).toEqual({
      edu: { total: 0, open: 0 },
      equ: { total: 0, open: 0 },
      tech: { total: 0, open: 0 },
      assn: { total: 0, open: 0 },
      transfer: { total: 0, open: 0 },
      events: { total: 0, open: 0 },
      collabo: { total: 0, open: 0 },
      qna: { total: 0, open: 0 },
    })
    await filedAdvisory(token)
    const withdrawn = await filedAdvisory(token)
    await moveApplication(token, withdrawn.id, 'withdrawn')
    await appliedToCourse(token, await createCourse(5))
    await registered(token, await createEvent(null))
    const cancelled = await registered(token, await createEvent(null))
    expect((await cancelRegistration(token, cancelled.id)).httpStatus).toBe(200)
    expect((await writePost(token, 'qna', postInput(await firstTypeId(token, 'qna')))).httpStatus).toBe(200)

    const { body } = await counts(token)
    expect(body.data).toMatchObject({
      edu: { total: 1, open: 1 },
      tech: { total: 2, open: 1 },
      qna: { total: 1, open: 1 },
      events: { total: 2, open: 1 },
      collabo: { total: 0, open: 0 },
    })
  })

  it('are for members only', async () => {
    expect((await counts(null)).httpStatus).toBe(401)
  })
})
