import type { Field } from 'payload'
import { memberBoardKeys } from '../../../contract/member-boards'
import { memberBoardLabels } from './services/member-board-registry'

/** Which member board a row belongs to (a type, a comment). */
export const memberBoardField: Field = {
  name: 'board',
  label: '게시판',
  type: 'select',
  required: true,
  index: true,
  options: memberBoardKeys.map((value) => ({ value, label: memberBoardLabels[value] })),
}
