import type { Endpoint, PayloadRequest } from 'payload'
import { requireStaff } from '../../platform/access/require-staff'
import { ok, withEnvelope } from '../../platform/http/envelope'
import { idParam } from '../../platform/http/paging'
import { parseBody, routeParam } from '../../platform/http/request'
import { liveDataBody } from './schemas'
import { type PreviewTarget, previewDraft } from './services/preview-draft'

const documentTarget = (req: PayloadRequest): PreviewTarget => ({ slug: routeParam(req, 'slug'), id: idParam.parse(routeParam(req, 'id')) })
const pageTarget = (req: PayloadRequest): PreviewTarget => ({ slug: routeParam(req, 'slug'), id: null })

/** GET answers the saved draft, POST the admin's live form values rendered the same way; both staff only. */
const previewEndpoints = (path: string, target: (req: PayloadRequest) => PreviewTarget): Endpoint[] => [
  {
    path,
    method: 'get',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await previewDraft(req, target(req)))
    }),
  },
  {
    path,
    method: 'post',
    handler: withEnvelope(async (req) => {
      requireStaff(req)
      return ok(await previewDraft(req, target(req), (await parseBody(liveDataBody, req)).data))
    }),
  },
]

export const previewEndpointList: Endpoint[] = [
  ...previewEndpoints('/v1/preview/:slug/:id', documentTarget),
  ...previewEndpoints('/v1/preview/:slug', pageTarget),
]
