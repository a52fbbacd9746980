import type { GreetingPage, OrgChartPage, VisionPage } from '@contract/pages'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { unpublishedAsNull } from '@/lib/queries/intro-page'
import { queryKeys } from '@/lib/queries/query-keys'

const pageQuery = <T>(page: 'greeting' | 'vision' | 'chart') =>
  queryOptions({
    queryKey: queryKeys.pages.page(page),
    queryFn: ({ signal }) => unpublishedAsNull(api.get<T>(`/pages/${page}`, undefined, { signal })),
  })

export const greetingQueryOptions = () => pageQuery<GreetingPage>('greeting')
export const visionQueryOptions = () => pageQuery<VisionPage>('vision')
export const orgChartQueryOptions = () => pageQuery<OrgChartPage>('chart')
