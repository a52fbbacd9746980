import { useQuery } from '@tanstack/react-query'
import { myCompanyQueryOptions } from '@/lib/queries/my-company'

/**
 * The name of the company a member's application is filed for, or null without one. A failed
 * look-up leaves the field as the member types it: the server stamps the company anyway.
 */
export function useFilingCompany(): string | null {
  const { data } = useQuery({ ...myCompanyQueryOptions(), retry: false })
  return data?.company?.name ?? null
}
