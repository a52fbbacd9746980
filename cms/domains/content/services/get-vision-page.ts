import type { PayloadRequest } from 'payload'
import type { VisionPage } from '../../../../contract/pages'
import type { VisionPage as VisionDoc } from '../../../payload-types'
import { readPublishedGlobal } from './read-published-global'

export const getVisionPage = async (req: PayloadRequest): Promise<VisionPage> => toVisionPage(await readPublishedGlobal<VisionDoc>(req, 'vision-page'))

/** The vision as its page reads it, from the published document or staff's draft. */
export const toVisionPage = (doc: VisionDoc): VisionPage => {
  return {
    statement: doc.statement,
    mission: doc.mission,
    goals: doc.goals.map((goal) => ({ title: goal.title, tasks: (goal.tasks ?? []).map((row) => row.task) })),
    values: (doc.values ?? []).map((value) => ({ title: value.title, description: value.description })),
    updatedAt: doc.updatedAt ?? '',
  }
}
