import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'
import type { User } from '../../../payload-types'
import { systemAccess } from '../../../platform/access/system-access'
import { relationId } from '../../../platform/data/relation-id'
import { AppError } from '../../../platform/http/errors'
import { imageMimeTypes } from '../../../platform/uploads/upload-rules'
import { companyMessages as m } from '../messages'
import { companyLimits } from '../../../../contract/companies'
import { requireManager } from './caller-company'

/** POST /api/v1/companies/mine/logo: the 관리자 replaces the company's logo; the old file is removed. */
export const replaceCompanyLogo = async (req: PayloadRequest, user: User) => {
  // The body is read before the refusal: answering before the upload has arrived breaks the client's write (EPIPE).
  await addDataAndFileToRequest(req)
  const companyId = requireManager(user)
  const file = req.file
  if (!file?.data?.length) throw new AppError(400, m.logoRequired)
  if (!imageMimeTypes.includes(file.mimetype)) throw new AppError(400, m.logoType)
  if (file.size > companyLimits.logoMaxBytes || file.data.length > companyLimits.logoMaxBytes) throw new AppError(400, m.logoTooLarge)
  const logo = await req.payload
    .create({
      collection: 'company-logos',
      data: { company: companyId },
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.data.length },
      depth: 0,
      ...systemAccess('company membership'),
      req,
    })
    .catch((error: unknown) => {
      // Payload checks the bytes too; a file that only claims to be an image is refused in Korean.
      if (error instanceof APIError && error.status === 400) throw new AppError(400, m.logoType)
      throw error
    })
  const company = await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, ...systemAccess('company membership'), req })
  const previous = relationId(company.logo)
  await req.payload.update({ collection: 'companies', id: companyId, data: { logo: logo.id }, depth: 0, ...systemAccess('company membership'), req })
  if (previous) {
    await req.payload.delete({ collection: 'company-logos', id: previous, ...systemAccess('company membership'), req }).catch((error: unknown) => {
      // A file already gone must not block the change; anything else is logged.
      req.payload.logger.warn({ err: error, msg: `company logo ${previous} could not be deleted` })
    })
  }
  return logo.url ?? null
}
