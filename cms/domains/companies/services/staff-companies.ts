import type { PayloadRequest } from 'payload'
import type { Company } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { inTransaction } from '../../../platform/data/in-transaction'
import { AppError, notFound } from '../../../platform/http/errors'
import { withUserRowLock } from '../../account'
import { companyMessages as m } from '../messages'
import { companyReferences } from '../stamped-collections'
import { findByBusinessNumber } from './register-company'

/** Staff act with their own access (companies: staff only), so the access log and the rules see them. */
const staffFind = async (req: PayloadRequest, id: number) => {
  const company = (await req.payload.findByID({
    collection: 'companies',
    id,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
    disableErrors: true,
  })) as Company | null
  if (!company) throw notFound()
  return company
}

/**
 * The admin's 변경 확정: the number the 관리자 asked for replaces the old one, once staff have seen the
 * 사업자등록증; `confirm: false` drops the request.
 */
export const settlePendingBusinessNumber = async (req: PayloadRequest, id: number, confirm: boolean) => {
  const company = await staffFind(req, id)
  const pending = company.pendingBusinessNumber
  if (!pending) throw new AppError(409, m.noPendingBusinessNumber)
  if (confirm) {
    const holder = await findByBusinessNumber(req, pending)
    if (holder && holder.id !== id) throw new AppError(409, m.pendingBusinessNumberTaken)
  }
  await req.payload.update({
    collection: 'companies',
    id,
    data: confirm ? { businessNumber: pending, pendingBusinessNumber: null } : { pendingBusinessNumber: null },
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
}

/**
 * The admin's 병합: a company registered twice. Everything that points at the duplicate (members,
 * requests, invites, logos, what its members filed, and whatever companyReferences lists) moves to the
 * company that stays; then the duplicate is deleted.
 */
export const mergeCompanies = async (req: PayloadRequest, fromId: number, intoId: number) => {
  if (fromId === intoId) throw new AppError(400, m.mergeSame)
  await staffFind(req, fromId)
  await staffFind(req, intoId)
  await inTransaction(req, async () => {
    for (const { collection, field } of companyReferences) {
      const move = () =>
        req.payload.update({
          collection,
          where: { [field]: { equals: fromId } },
          data: { [field]: intoId },
          depth: 0,
          ...systemAccess('company membership'),
          req,
        })
      await (collection === 'users' ? withUserRowLock(move) : move())
    }
    await req.payload.delete({ collection: 'companies', id: fromId, overrideAccess: false, user: req.user, req })
  })
}
