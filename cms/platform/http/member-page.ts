import type { PayloadHandler, PayloadRequest } from 'payload'
import { requireMember } from '../access/require-member'
import { okList, withEnvelope } from './envelope'
import type { User } from '../../payload-types'
import { parseQuery } from './request'
import { pagingQuery } from './paging'

type PageOf<T> = (req: PayloadRequest, member: User, page: { pageNum: number; pageSize: number }) => Promise<{ list: T[]; total: number }>

/** A members-only handler answering one page of the caller's own rows in the list envelope. */
export const memberPage = <T>(list: PageOf<T>): PayloadHandler =>
  withEnvelope(async (req) => {
    const member = requireMember(req)
    const query = parseQuery(pagingQuery, req)
    const page = await list(req, member, query)
    return okList(page.list, page.total, query.pageSize)
  })
