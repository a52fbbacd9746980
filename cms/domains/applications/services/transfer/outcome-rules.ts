import { transferMessages as m } from './transfer-messages'

/** The outcome fields as a save carries them (siblings of each other, the state on the document). */
export type OutcomeInput = {
  state?: string | null
  outcome?: string | null
  contractType?: string | null
  contractDate?: string | null
  contractAmount?: unknown
  closeReason?: string | null
}

/**
 * What staff must fill in for the outcome they chose, field by field (true when the field is fine):
 * a result once the request is 승인 (staff settle the contract, then complete it) or 완료; 계약 체결 with its type, date and amount in whole 원; 종료 with a reason.
 */
export const outcomeRules = {
  outcome: (doc: OutcomeInput) => (!doc.outcome || doc.state === 'approved' || doc.state === 'done' ? true : m.outcomeTooEarly),
  contractType: (doc: OutcomeInput) => (doc.outcome !== 'contract' || doc.contractType ? true : m.contractTypeRequired),
  contractDate: (doc: OutcomeInput) => (doc.outcome !== 'contract' || doc.contractDate ? true : m.contractDateRequired),
  contractAmount: (doc: OutcomeInput) =>
    doc.outcome !== 'contract' || (Number.isInteger(doc.contractAmount) && (doc.contractAmount as number) >= 0) ? true : m.contractAmountRequired,
  closeReason: (doc: OutcomeInput) => (doc.outcome !== 'closed' || doc.closeReason?.trim() ? true : m.closeReasonRequired),
} satisfies Record<string, (doc: OutcomeInput) => true | string>
