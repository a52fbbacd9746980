import { describe, expect, it } from 'vitest'
import type { BoardPostDetail, BoardPostSummary } from '../../contract/boards'
import type { ListData } from '../../contract/envelope'
import { staffLogin } from '../helpers/accounts'
import { bearer, loginToken, requestJson, v1 } from '../helpers/api'
import { lexical } from '../helpers/content'

describe('지역협력 활동', () => {
  it('lists each activity with its photo and opens it with the photos placed in its body', async () => {
    const { list } = (await v1<ListData<BoardPostSummary>>('/boards/activity/list?pageSize=100')).body.data!
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((post) => post.imageUrl && post.imageAlt)).toBe(true)
    const details = await Promise.all(list.map(async (post) => (await v1<BoardPostDetail>(`/boards/activity/${post.id}`)).body.data!))
    const withPhotos = details.filter((post) => /<img[^>]+src="\/api\/media\/file\//.test(post.contentHtml))
    expect(withPhotos.length).toBeGreaterThan(0)
  })

  it('cannot be saved without its 대표 이미지', async () => {
    const token = await loginToken(staffLogin.username, staffLogin.password)
    const { httpStatus, body } = await requestJson<{ errors: { message: string }[] }>('/api/center-activities', {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ title: '사진 없는 활동', category: 'visit', content: lexical('본문'), _status: 'published' }),
    })
    expect(httpStatus).toBe(400)
    expect(body.errors[0]!.message).toBe('다음 입력란이 유효하지 않습니다: 대표 이미지')
  })
})
