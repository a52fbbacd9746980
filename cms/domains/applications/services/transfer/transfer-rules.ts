import { releaseLiveKey } from '../live-key'
import { dropsApplication } from '../../transitions'
import { type ProgrammeRules, standardRules } from '../programme-rules'

/**
 * The status model as it is. A request that ends in any way, 완료 included, lets the company ask about
 * the technology again: a 종료 today does not rule out a contract next year.
 */
export const transferRules: ProgrammeRules = {
  ...standardRules,
  afterMove: async (req, doc, to) => {
    if (dropsApplication(to) || to === 'done') await releaseLiveKey(req, 'transfer-requests', doc.id)
  },
}
