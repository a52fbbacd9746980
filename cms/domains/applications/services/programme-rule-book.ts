import type { ApplicationKind } from '../../../../contract/applications'
import { familyApplicationRules } from './family/family-rules'
import { courseApplicationRules } from './education/course-application-rules'
import { proposalRules } from './projects/proposal-rules'
import { transferRules } from './transfer/transfer-rules'
import { type ProgrammeRules, standardRules } from './programme-rules'

/** Each programme's additions to the status model (programme-rules.ts). */
export const programmeRules: Record<ApplicationKind, ProgrammeRules> = {
  tech: standardRules,
  edu: courseApplicationRules,
  assn: proposalRules,
  family: familyApplicationRules,
  transfer: transferRules,
}
