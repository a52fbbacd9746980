import type { Endpoint } from 'payload'
import { fail } from './envelope'

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

export const unknownApi = () => fail(404, '요청하신 API를 찾을 수 없습니다.')

/** Last in line: an unknown /api/v1 path still answers in the envelope, not Payload's own shape. */
export const notFoundEndpoints: Endpoint[] = methods.map((method) => ({
  path: '/v1/:rest*',
  method,
  handler: async () => unknownApi(),
}))
