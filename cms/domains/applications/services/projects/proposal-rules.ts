import { releaseLiveKey } from '../live-key'
import { dropsApplication } from '../../transitions'
import { type ProgrammeRules, standardRules } from '../programme-rules'

/** The status model as it is; a proposal that ends lets the company propose to the call again. */
export const proposalRules: ProgrammeRules = {
  ...standardRules,
  afterMove: async (req, doc, to) => {
    if (dropsApplication(to)) await releaseLiveKey(req, 'project-proposals', doc.id)
  },
}
