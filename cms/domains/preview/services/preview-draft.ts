import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'
import { introGlobalSlug, introPageKeys } from '../../../../contract/pages'
import type { PreviewView } from '../../../../contract/preview'
import { notFound } from '../../../platform/http/errors'
import type { GreetingPage, OrgChart, ProjectCall, VisionPage } from '../../../payload-types'
import { toProjectCallDetail } from '../../applications'
import { type BoardDoc, boardOfCollection, toBoardPostPreview } from '../../boards'
import { type IntroDoc, readPostMarks, toGreetingPage, toIntroPage, toOrgChart, toVisionPage } from '../../content'
import { previewMessages } from '../messages'

export type PreviewTarget = { slug: string; id: number } | { slug: string; id: null }

/** Live form values from the admin; absent, the latest saved draft is shown. */
type LiveData = Record<string, unknown> | undefined

const introGlobals = new Set<string>(introPageKeys.map(introGlobalSlug))

const readCollectionDraft = async (req: PayloadRequest, slug: string, id: number, live: LiveData) => {
  // The stored document is read under the caller's own access whether or not live values come with
  // it; with them, Payload populates the live values (files, images) the way it would the saved ones.
  // `draft` only without them: with it, Payload would swap the live values for the saved draft.
  const doc = await req.payload.findByID({
    collection: slug as CollectionSlug,
    id,
    draft: !live,
    depth: 1,
    data: live && { ...live, id },
    flattenLocales: false,
    overrideAccess: false,
    user: req.user,
    req,
    disableErrors: true,
  })
  if (!doc) throw notFound(previewMessages.notFound)
  return doc as unknown
}

const readGlobalDraft = (req: PayloadRequest, slug: string, live: LiveData) =>
  req.payload.findGlobal({
    slug: slug as GlobalSlug,
    draft: !live,
    depth: 1,
    data: live,
    flattenLocales: false,
    overrideAccess: false,
    user: req.user,
    req,
  }) as Promise<unknown>

/** The page globals besides the programme introductions, each with the shape its page reads. */
const pageGlobals: Record<string, (doc: unknown) => PreviewView> = {
  'greeting-page': (doc) => ({ kind: 'greeting', page: toGreetingPage(doc as GreetingPage) }),
  'vision-page': (doc) => ({ kind: 'vision', page: toVisionPage(doc as VisionPage) }),
  'org-chart': (doc) => ({ kind: 'orgChart', page: toOrgChart(doc as OrgChart) }),
}

/**
 * A draft of a board post, a project call or a page (인사말, 비전, 조직도, a programme introduction), in the shape its public page
 * renders. Read with the staff member's own access (overrideAccess false): the caller is checked
 * for staff before this runs, and Payload's read rules still decide what the read returns.
 */
export const previewDraft = async (req: PayloadRequest, target: PreviewTarget, live?: LiveData): Promise<PreviewView> => {
  if (target.id === null) {
    const toPage = pageGlobals[target.slug]
    if (toPage) return toPage(await readGlobalDraft(req, target.slug, live))
    if (!introGlobals.has(target.slug)) throw notFound(previewMessages.unsupported)
    return { kind: 'intro', page: toIntroPage((await readGlobalDraft(req, target.slug, live)) as IntroDoc) }
  }
  const board = boardOfCollection(target.slug)
  if (board)
    return {
      kind: 'board',
      board,
      post: toBoardPostPreview(board, (await readCollectionDraft(req, target.slug, target.id, live)) as BoardDoc, await readPostMarks(req.payload)),
    }
  if (target.slug === 'project-calls') {
    return {
      kind: 'call',
      call: toProjectCallDetail((await readCollectionDraft(req, target.slug, target.id, live)) as ProjectCall, null, await readPostMarks(req.payload)),
    }
  }
  throw notFound(previewMessages.unsupported)
}
