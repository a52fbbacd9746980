import { describe, expect, it } from 'vitest'
import { v1 } from '../helpers/api'

describe('/api/v1 envelope', () => {
  it('wraps a list in status 200 with list, cnt_total and page_cnt', async () => {
    const { httpStatus, body } = await v1<{ list: unknown[]; cnt_total: number; page_cnt: number }>('/boards/notice/list')
    expect(httpStatus).toBe(200)
    expect(body.status).toEqual({ code: 200, message: expect.any(String) })
    expect(body.data).toEqual({ list: expect.any(Array), cnt_total: expect.any(Number), page_cnt: expect.any(Number) })
  })

  it('answers an unknown /api/v1 path with a 404 envelope', async () => {
    const { httpStatus, body } = await v1('/no/such/endpoint')
    expect(httpStatus).toBe(404)
    expect(body).toEqual({ status: { code: 404, message: '요청하신 API를 찾을 수 없습니다.' }, data: null })
  })

  it('answers a broken percent-encoding in the path with a 400 envelope', async () => {
    const { httpStatus, body } = await v1('/boards/notice/%E0%A4%A')
    expect(httpStatus).toBe(400)
    expect(body).toEqual({ status: { code: 400, message: '요청 값이 올바르지 않습니다.' }, data: null })
  })

  it('answers an unknown board with a 404 envelope in Korean', async () => {
    const { httpStatus, body } = await v1('/boards/gallery/list')
    expect(httpStatus).toBe(404)
    expect(body.status.message).toBe('존재하지 않는 게시판입니다.')
  })

  it.each([
    ['pageNum=abc', '페이지 번호는 숫자로 입력해 주세요.'],
    ['pageNum=0', '페이지 번호는 1 이상의 정수여야 합니다.'],
    ['pageSize=1000', '페이지 크기는 1에서 100 사이의 정수여야 합니다.'],
    ['searchType=writer', '검색 구분은 전체, 제목, 내용 중 하나여야 합니다.'],
  ])('refuses %s with HTTP 400 and a Korean message', async (query, message) => {
    const { httpStatus, body } = await v1(`/boards/notice/list?${query}`)
    expect(httpStatus).toBe(400)
    expect(body).toEqual({ status: { code: 400, message }, data: null })
  })

  it('refuses a non-numeric post id with HTTP 400', async () => {
    const { httpStatus, body } = await v1('/boards/notice/abc')
    expect(httpStatus).toBe(400)
    expect(body.status.message).toBe('잘못된 게시글 번호입니다.')
  })

  it('never sends a stack trace in an error answer', async () => {
    const { body } = await v1('/boards/notice/list?pageSize=-1')
    expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+/)
  })
})
