import type { ApplicationKind } from '../../../../contract/applications'
import { advisorySheet } from './advisory/advisory-sheet'
import { courseApplicationSheet } from './education/course-application-sheet'
import { familyApplicationSheet } from './family/family-sheet'
import { proposalSheet } from './projects/proposal-sheet'
import { transferSheet } from './transfer/transfer-sheet'
import type { ApplicationDoc } from './application-doc'
import type { ApplicationSheet } from './export-applications'

/** Each programme's spreadsheet of the admin list's 엑셀로 내려받기. */
export const applicationSheets: Record<ApplicationKind, ApplicationSheet<ApplicationDoc>> = {
  tech: advisorySheet,
  edu: courseApplicationSheet,
  assn: proposalSheet,
  family: familyApplicationSheet,
  transfer: transferSheet,
}
