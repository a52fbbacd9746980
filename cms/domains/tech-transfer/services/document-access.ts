import type { PayloadRequest } from 'payload'
import type { DetailDocumentAccess, TechnologyDetail } from '../../../../contract/tech-transfer'
import type { User } from '../../../payload-types'
import { hasStaffRole } from '../../../platform/access/roles'
import { systemAccess } from '../../../platform/access/system-access'
import { displayName } from '../../../platform/uploads/upload-original-name'
import { companyIdOf } from '../../companies'
import { agreedTechnologyIds } from './nda'

/** Where the caller stands before the detailed document of a technology that has one. */
export const documentAccessOf = async (req: PayloadRequest, technologyId: number, ndaVersion: string): Promise<Exclude<DetailDocumentAccess, 'none'>> => {
  const user = req.user as User | null
  if (!user) return 'signIn'
  if (hasStaffRole(user)) return 'open'
  if (companyIdOf(user) === null) return 'companyOnly'
  return (await agreedTechnologyIds(req, user, ndaVersion)).includes(technologyId) ? 'open' : 'agree'
}

/**
 * The detailed document as the caller may see it: its name always (so the page says what opens
 * after agreeing), its address only once it is open to them; the file route checks the same rule.
 */
export const detailDocumentFor = async (
  req: PayloadRequest,
  technologyId: number,
  documentId: number | null,
  ndaVersion: string,
): Promise<TechnologyDetail['detailDocument']> => {
  if (documentId === null) return { access: 'none', name: null, url: null }
  const document = await req.payload.findByID({
    collection: 'technology-documents',
    id: documentId,
    depth: 0,
    select: { originalName: true, filename: true, url: true },
    req,
    disableErrors: true,
    ...systemAccess('technology documents'),
  })
  if (!document) return { access: 'none', name: null, url: null }
  const access = await documentAccessOf(req, technologyId, ndaVersion)
  return { access, name: displayName(document), url: access === 'open' ? (document.url ?? null) : null }
}
