import type { BoardPostSummary } from '@contract/boards'
import type { ListData } from '@contract/envelope'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/queries/query-keys'

const HOME_SLIDER_SIZE = 8

export type HomeBoard = 'news' | 'notice'

export const getLatestPosts = (board: HomeBoard, signal?: AbortSignal) =>
  api.get<ListData<BoardPostSummary>>(`/boards/${board}/list`, { pageNum: 1, pageSize: HOME_SLIDER_SIZE }, { signal })

export const latestPostsQueryOptions = (board: HomeBoard) =>
  queryOptions({ queryKey: queryKeys.home.latest(board), queryFn: ({ signal }) => getLatestPosts(board, signal) })
