import type { EquipmentStatement, StatementScope } from '@contract/equipment-statement'
import { queryOptions } from '@tanstack/react-query'
import { api, apiDownload } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'
import { saveBlob } from '@/lib/save-file'

/** One booking's 이용 내역서 (once staff recorded its use). */
export const statementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.mypage.statement(id),
    queryFn: ({ signal }) => api.get<EquipmentStatement>(`/equipment/reservations/${id}/statement`, undefined, { signal }),
  })

/** A month's 청구서 of the member's own uses, or of their company's for its 관리자. */
export const monthlyStatementQueryOptions = (month: string, scope: StatementScope) =>
  queryOptions({
    queryKey: queryKeys.mypage.monthlyStatement(month, scope),
    queryFn: ({ signal }) => api.get<EquipmentStatement>('/equipment/statements', { month, scope }, { signal }),
  })

/** The PDF of what the page shows, fetched with the bearer token and saved under the statement's number. */
export async function downloadStatementPdf(statement: EquipmentStatement, target: { id: number } | { month: string; scope: StatementScope }) {
  const path = 'id' in target ? `/equipment/reservations/${target.id}/statement.pdf` : `/equipment/statements/${target.month}.pdf?scope=${target.scope}`
  saveBlob(new Blob([await apiDownload(path)], { type: 'application/pdf' }), `${statement.statementNo}.pdf`)
}
