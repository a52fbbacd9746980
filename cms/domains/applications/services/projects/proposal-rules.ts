import { endsApplication, releaseLiveKey } from '../live-key'
import { type ProgrammeRules, standardRules } from '../programme-rules'

/** The status model as it is; a proposal that ends lets the company propose to the call again. */
export const proposalRules: ProgrammeRules = {
  ...standardRules,
  afterMove: async (req, doc, to) => {
    if (endsApplication(to)) await releaseLiveKey(req, 'project-proposals', doc.id)
  },
}
