import type { PatentStatus } from '../../../contract/tech-transfer'

/** 등록 outranks PCT, PCT outranks 출원 (contract: the card shows the strongest). */
const rank: Record<PatentStatus, number> = { registered: 3, pct: 2, applied: 1 }

export const strongestPatentStatus = (statuses: (string | null | undefined)[]): PatentStatus | null => {
  const known = statuses.filter((status): status is PatentStatus => status != null && status in rank)
  if (known.length === 0) return null
  return known.reduce((best, status) => (rank[status] > rank[best] ? status : best))
}
