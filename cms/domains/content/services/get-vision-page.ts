import type { PayloadRequest } from 'payload'
import type { VisionPage } from '../../../../contract/pages'
import type { VisionPage as VisionDoc } from '../../../payload-types'
import { readPublishedGlobal } from './read-published-global'

export const getVisionPage = async (req: PayloadRequest): Promise<VisionPage> => {
  const doc = await readPublishedGlobal<VisionDoc>(req, 'vision-page')
  return {
    statement: doc.statement,
    mission: doc.mission,
    goals: doc.goals.map((goal) => ({ title: goal.title, tasks: (goal.tasks ?? []).map((row) => row.task) })),
    values: (doc.values ?? []).map((value) => ({ title: value.title, description: value.description })),
    updatedAt: doc.updatedAt ?? '',
  }
}
