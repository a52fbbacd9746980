import { beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../contract/envelope'
import type { MemberPostDetail, MemberPostSummary, PostComment } from '../../contract/member-boards'
import { SECRET_TITLE, STAFF_AUTHOR } from '../../contract/member-boards'
import { seedPassword, seedUsernames } from '../../seed/data/accounts'
import { bearer, loginToken, portalUrl, requestJson, v1 } from '../helpers/api'
import { graphql } from '../helpers/access-matrix'
import { lastMailId, waitForMail } from '../helpers/mailbox'
import { createMember } from '../helpers/members'
import {
  collaborationContact,
  fileStatus,
  firstTypeId,
  pdfBytes,
  pngBytes,
  postInput,
  staffAnswer,
  uploaded,
  uploadPostFile,
  writePost,
} from '../helpers/member-boards'

let member: string
let other: string
let staff: string
let qnaType: number
let collaboType: number

const list = async (board: string, token: string | null, query = '') =>
  (await v1<ListData<MemberPostSummary>>(`/member-boards/${board}/list?pageSize=100${query}`, { headers: token ? bearer(token) : {} })).body

const detail = (board: string, id: number, token: string | null) =>
  v1<MemberPostDetail>(`/member-boards/${board}/${id}`, { headers: token ? bearer(token) : {} })

beforeAll(async () => {
  member = await loginToken(seedUsernames.member1, seedPassword)
  other = await loginToken(seedUsernames.member2, seedPassword)
  staff = await loginToken(seedUsernames.staff, seedPassword)
  qnaType = await firstTypeId(member, 'qna')
  collaboType = await firstTypeId(null, 'collabo')
})

describe('Q&A is for members', () => {
  it('answers a guest 401 on the list, a post and the types', async () => {
    expect((await v1('/member-boards/qna/list')).httpStatus).toBe(401)
    expect((await v1('/member-boards/qna/types')).httpStatus).toBe(401)
    expect((await v1('/member-boards/qna/1')).httpStatus).toBe(401)
  })

  it('lists the seeded questions to a member, the staff notice first', async () => {
    const { data } = await list('qna', member)
    expect(data!.cnt_total).toBeGreaterThanOrEqual(6)
    expect(data!.list[0]).toMatchObject({ pinned: true, title: 'Q&A 게시판 이용 안내' })
  })

  it('names the office, not the staff member, as the writer of a staff notice', async () => {
    const { data } = await list('qna', member)
    expect(data!.list[0]!.author).toBe(STAFF_AUTHOR)
    expect(data!.list.filter((post) => !post.pinned && !post.mine).every((post) => post.author.includes('*'))).toBe(true)
  })
})

describe('a secret question', () => {
  let id: number
  let imageUrl: string
  let attachmentUrl: string

  beforeAll(async () => {
    const image = await uploaded(member, 'image')
    const attachment = await uploaded(member, 'attachment')
    const { body } = await v1<{ id: number }>('/inquiry/insertInquiry', {
      method: 'POST',
      headers: bearer(member),
      body: JSON.stringify(
        postInput(qnaType, {
          title: '비밀 문의 제목',
          contentHtml: '<p>계좌번호 123-456</p>',
          secret: true,
          imageIds: [image.id],
          attachmentIds: [attachment.id],
        }),
      ),
    })
    id = body.data!.id
    imageUrl = image.url
    attachmentUrl = attachment.url
  })

  it('shows in another member’s list as 비밀글입니다 with the author masked', async () => {
    const row = (await list('qna', other)).data!.list.find((post) => post.id === id)!
    expect(row).toMatchObject({ title: SECRET_TITLE, secret: true, readable: false, author: '김*준' })
    expect(JSON.stringify(row)).not.toContain('계좌번호')
  })

  it('opens for its author and staff, with its content and files', async () => {
    for (const token of [member, staff]) {
      const { httpStatus, body } = await detail('qna', id, token)
      expect(httpStatus).toBe(200)
      expect(body.data).toMatchObject({ title: '비밀 문의 제목', readable: true })
      expect(body.data!.contentHtml).toContain('계좌번호')
      expect(body.data!.images).toHaveLength(1)
      expect(body.data!.attachments).toHaveLength(1)
    }
  })

  it('refuses another member on /api/v1 with the secret-post message', async () => {
    const { httpStatus, body } = await detail('qna', id, other)
    expect(httpStatus).toBe(403)
    expect(body.status.message).toBe('비밀글은 작성자와 담당자만 볼 수 있습니다.')
    expect(JSON.stringify(body)).not.toContain('계좌번호')
  })

  it('is not readable through Payload REST or GraphQL by another member or a guest', async () => {
    for (const token of [other, null]) {
      const headers = token ? bearer(token) : {}
      expect([403, 404]).toContain((await requestJson(`/api/inquiries/${id}`, { headers })).httpStatus)
      const { body } = await requestJson<{ docs?: unknown[] }>(`/api/inquiries?where[id][equals]=${id}`, { headers })
      expect(body.docs ?? []).toHaveLength(0)
      const answer = await graphql<{ Inquiries: { docs: unknown[] } | null }>(token, `{ Inquiries(where: { id: { equals: ${id} } }) { docs { id title } } }`)
      expect(answer.data?.Inquiries?.docs ?? []).toHaveLength(0)
    }
  })

  it('keeps its files from another member and guests, not from its author or staff', async () => {
    for (const url of [imageUrl, attachmentUrl]) {
      expect(await fileStatus(member, url)).toBe(200)
      expect(await fileStatus(staff, url)).toBe(200)
      expect([403, 404]).toContain(await fileStatus(other, url))
      expect([403, 404]).toContain(await fileStatus(null, url))
    }
  })

  it('keeps its comments from another member', async () => {
    await v1(`/member-boards/qna/${id}/comments`, { method: 'POST', headers: bearer(staff), body: JSON.stringify({ body: '확인 중입니다.' }) })
    expect((await v1(`/member-boards/qna/${id}/comments`, { headers: bearer(other) })).httpStatus).toBe(403)
    const { body } = await requestJson<{ docs?: { body: string }[] }>('/api/post-comments?limit=100', { headers: bearer(other) })
    expect((body.docs ?? []).some((comment) => comment.body === '확인 중입니다.')).toBe(false)
  })

  it('is not found by another member searching its content or its title', async () => {
    for (const keyword of ['계좌번호', '비밀 문의']) {
      const { data } = await list('qna', other, `&searchKeyword=${encodeURIComponent(keyword)}`)
      expect(data!.list.some((post) => post.id === id)).toBe(false)
    }
    const { data } = await list('qna', member, `&searchKeyword=${encodeURIComponent('계좌번호')}`)
    expect(data!.list.some((post) => post.id === id)).toBe(true)
  })
})

describe('writing a post', () => {
  it('refuses a member writing straight through Payload REST', async () => {
    const { httpStatus } = await requestJson('/api/inquiries', {
      method: 'POST',
      headers: bearer(member),
      body: JSON.stringify({ title: 'x', postType: qnaType }),
    })
    expect(httpStatus).toBe(403)
  })

  it('sanitises the HTML: no script, no event handler, no javascript: link', async () => {
    const html = '<p onclick="steal()">안녕<script>alert(1)</script> <a href="javascript:alert(1)">링크</a> <a href="https://example.com">정상</a></p>'
    const { body } = await writePost(member, 'qna', postInput(qnaType, { contentHtml: html }))
    const { data } = (await detail('qna', body.data!.id, member)).body
    expect(data!.contentHtml).not.toMatch(/script|onclick|javascript:/)
    expect(data!.contentHtml).toContain('https://example.com')
  })

  it('refuses an empty body and a title over 100 characters in Korean', async () => {
    expect((await writePost(member, 'qna', postInput(qnaType, { contentHtml: '<p> </p>' }))).body.status.message).toBe('내용을 입력해 주세요.')
    expect((await writePost(member, 'qna', postInput(qnaType, { title: '가'.repeat(101) }))).body.status.message).toBe('제목은 100자 이내로 입력해 주세요.')
  })

  it('refuses a fourth image and saves nothing', async () => {
    const before = (await list('qna', member, '&searchType=title&searchKeyword=' + encodeURIComponent('네 장'))).data!.cnt_total
    const images = [await uploaded(member, 'image'), await uploaded(member, 'image'), await uploaded(member, 'image'), await uploaded(member, 'image')]
    const { httpStatus, body } = await writePost(member, 'qna', postInput(qnaType, { title: '이미지 네 장', imageIds: images.map((image) => image.id) }))
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('이미지는 최대 3개까지 올릴 수 있습니다.')
    expect((await list('qna', member, '&searchType=title&searchKeyword=' + encodeURIComponent('네 장'))).data!.cnt_total).toBe(before)
  })

  it("refuses someone else's uploaded file", async () => {
    const theirs = await uploaded(other, 'attachment')
    const { httpStatus, body } = await writePost(member, 'qna', postInput(qnaType, { attachmentIds: [theirs.id] }))
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.')
  })

  it('asks a collaboration request for its contact and privacy consent', async () => {
    expect((await writePost(member, 'collabo', postInput(collaboType, { contact: collaborationContact }))).body.status.message).toBe(
      '개인정보 수집·이용에 동의해 주세요.',
    )
    const { httpStatus } = await writePost(member, 'collabo', postInput(collaboType, { contact: collaborationContact, privacyConsent: true }))
    expect(httpStatus).toBe(200)
  })

  it("shows a collaboration request's contact to its author and staff only", async () => {
    const { body } = await writePost(member, 'collabo', postInput(collaboType, { title: '연락처 확인', contact: collaborationContact, privacyConsent: true }))
    const id = body.data!.id
    expect((await detail('collabo', id, member)).body.data!.contact).toEqual(collaborationContact)
    expect((await detail('collabo', id, staff)).body.data!.contact).toEqual(collaborationContact)
    expect((await detail('collabo', id, other)).body.data!.contact).toBeNull()
    expect((await detail('collabo', id, null)).body.data!.contact).toBeNull()
    const rest = await requestJson<{ contact?: unknown }>(`/api/collaboration-requests/${id}`, {})
    expect(rest.body.contact).toBeUndefined()
  })
})

describe('uploads for posts', () => {
  it('refuses a guest', async () => {
    expect((await uploadPostFile(null, 'image', pngBytes(), 'a.png', 'image/png')).httpStatus).toBe(401)
  })

  it('refuses a file over 20MB with the rule in Korean', async () => {
    const big = new Uint8Array(21 * 1024 * 1024)
    big.set(pdfBytes())
    const { httpStatus, body } = await uploadPostFile(member, 'attachment', big, 'big.pdf', 'application/pdf')
    expect(httpStatus).toBe(413)
    expect(body.status.message).toBe('파일 크기는 20MB 이하만 가능합니다.')
  })

  it('refuses a Windows program renamed .pdf', async () => {
    const { httpStatus, body } = await uploadPostFile(member, 'attachment', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.pdf', 'application/pdf')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toMatch(/[가-힣]/)
  })

  it('refuses a PDF offered as an image', async () => {
    const { httpStatus, body } = await uploadPostFile(member, 'image', pdfBytes(), 'plan.pdf', 'application/pdf')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('이미지는 JPG, PNG, GIF, WEBP 파일만 올릴 수 있습니다.')
  })
})

describe('answers and the author', () => {
  it('a staff answer makes the post 답변완료, mails the author and locks the post', async () => {
    const { body } = await writePost(member, 'qna', postInput(qnaType, { title: '답변 받을 문의' }))
    const id = body.data!.id
    const afterId = await lastMailId(portalUrl(), 'member1@example.com')
    expect((await staffAnswer(staff, 'inquiries', id, '답변드립니다.')).httpStatus).toBe(200)

    const { data } = (await detail('qna', id, member)).body
    expect(data).toMatchObject({ answerState: 'answered', canEdit: false, canDelete: false })
    expect(data!.answerHtml).toContain('답변드립니다.')
    const mail = await waitForMail(portalUrl(), 'member1@example.com', { afterId, subject: /답변이 등록되었습니다/ })
    // Every mail of the portal names its sender the same way (issue 37: this one said [산학협력단]).
    expect(mail.subject).toBe('[새솔대학교 산학협력단] 남기신 글에 답변이 등록되었습니다')
    expect(mail.text).toContain('답변 받을 문의')

    const edit = await v1(`/member-boards/qna/${id}`, { method: 'PATCH', headers: bearer(member), body: JSON.stringify(postInput(qnaType)) })
    expect(edit.httpStatus).toBe(409)
    expect(edit.body.status.message).toBe('답변이 등록된 글은 수정하거나 삭제할 수 없습니다.')
    expect((await v1(`/member-boards/qna/${id}`, { method: 'DELETE', headers: bearer(member) })).httpStatus).toBe(409)
  })

  it('a member cannot write the answer of their own post', async () => {
    const { body } = await writePost(member, 'qna', postInput(qnaType))
    const { httpStatus } = await staffAnswer(member, 'inquiries', body.data!.id, '셀프 답변')
    expect([403, 404]).toContain(httpStatus)
    expect((await detail('qna', body.data!.id, member)).body.data!.answerState).toBe('waiting')
  })

  it('an unanswered post is edited and deleted by its author only', async () => {
    const { body } = await writePost(member, 'qna', postInput(qnaType, { title: '고칠 문의' }))
    const id = body.data!.id
    const byOther = await v1(`/member-boards/qna/${id}`, { method: 'PATCH', headers: bearer(other), body: JSON.stringify(postInput(qnaType)) })
    expect(byOther.httpStatus).toBe(403)
    const edited = await v1(`/member-boards/qna/${id}`, {
      method: 'PATCH',
      headers: bearer(member),
      body: JSON.stringify(postInput(qnaType, { title: '고친 문의' })),
    })
    expect(edited.httpStatus).toBe(200)
    expect((await detail('qna', id, member)).body.data!.title).toBe('고친 문의')
    expect((await v1(`/member-boards/qna/${id}`, { method: 'DELETE', headers: bearer(member) })).httpStatus).toBe(200)
    expect((await detail('qna', id, member)).httpStatus).toBe(404)
  })
})

describe('comments', () => {
  let postId: number

  beforeAll(async () => {
    postId = (await writePost(member, 'qna', postInput(qnaType, { title: '댓글 시험' }))).body.data!.id
  })

  const comments = async () => (await v1<PostComment[]>(`/member-boards/qna/${postId}/comments`, { headers: bearer(member) })).body.data!
  const comment = (token: string, body: string, parentId?: number) =>
    v1<PostComment>(`/member-boards/qna/${postId}/comments`, { method: 'POST', headers: bearer(token), body: JSON.stringify({ body, parentId }) })

  it('go two levels deep and no further', async () => {
    const top = (await comment(other, '첫 댓글')).body.data!
    const reply = (await comment(member, '답글', top.id)).body.data!
    expect(reply.parentId).toBe(top.id)
    const tooDeep = await comment(member, '답글의 답글', reply.id)
    expect(tooDeep.httpStatus).toBe(400)
    expect(tooDeep.body.status.message).toBe('답글에는 다시 답글을 달 수 없습니다.')
  })

  it('are counted in the list', async () => {
    const row = (await list('qna', member)).data!.list.find((post) => post.id === postId)!
    expect(row.commentCount).toBe((await comments()).length)
  })

  it('are edited and deleted by their author; one with replies stays as 삭제된 댓글입니다', async () => {
    const top = (await comment(other, '지울 댓글')).body.data!
    await comment(member, '남을 답글', top.id)
    expect(
      (await v1(`/post-comments/${top.id}`, { method: 'PATCH', headers: bearer(member), body: JSON.stringify({ body: '남의 댓글 수정' }) })).httpStatus,
    ).toBe(403)
    expect((await v1(`/post-comments/${top.id}`, { method: 'PATCH', headers: bearer(other), body: JSON.stringify({ body: '고친 댓글' }) })).httpStatus).toBe(
      200,
    )
    expect((await v1(`/post-comments/${top.id}`, { method: 'DELETE', headers: bearer(other) })).httpStatus).toBe(200)
    const kept = (await comments()).find((entry) => entry.id === top.id)!
    expect(kept).toMatchObject({ deleted: true, body: '삭제된 댓글입니다.', author: '' })
  })

  it('staff may delete any comment', async () => {
    const mine = (await comment(member, '직원이 지울 댓글')).body.data!
    expect((await v1(`/post-comments/${mine.id}`, { method: 'DELETE', headers: bearer(staff) })).httpStatus).toBe(200)
    expect((await comments()).some((entry) => entry.id === mine.id)).toBe(false)
  })
})

describe('collaboration support board', () => {
  it('lists to a guest with secret titles hidden', async () => {
    const { data } = await list('collabo', null)
    expect(data!.cnt_total).toBeGreaterThanOrEqual(3)
    const secret = data!.list.find((post) => post.secret)!
    expect(secret.title).toBe(SECRET_TITLE)
  })

  it('filters by answer state', async () => {
    const { data } = await list('collabo', null, '&answerState=answered')
    expect(data!.list.length).toBeGreaterThan(0)
    expect(data!.list.every((post) => post.answerState === 'answered')).toBe(true)
  })

  it('lists my own posts for my-page', async () => {
    const member2 = await createMember('collabo')
    const token = await loginToken(member2.username, member2.password)
    await writePost(token, 'collabo', postInput(collaboType, { title: '내 요청', contact: collaborationContact, privacyConsent: true }))
    const { body } = await v1<ListData<MemberPostSummary>>('/member-boards/collabo/mine', { headers: bearer(token) })
    expect(body.data!.list.map((post) => post.title)).toEqual(['내 요청'])
  })
})
