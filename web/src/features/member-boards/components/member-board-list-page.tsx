import { Group, Text } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BoardEmpty } from '@/components/board/board-empty'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import { MembersOnlyButton } from '@/components/login-prompt'
import { PeriodFilter } from '@/components/period-filter'
import { useIsDesktop } from '@/hooks/use-is-desktop'
import { useAuth } from '@/hooks/use-auth'
import { memberPostsQueryOptions, postTypesQueryOptions } from '../api/get-member-posts'
import { useMemberBoardNavigate } from '../hooks/use-member-board-navigate'
import { DEFAULT_MEMBER_PAGE_SIZE, type MemberBoardSearch } from '../member-board-search'
import { memberBoardViews, type MemberBoardViewKey } from '../member-board-views'
import { memberBoardMessages } from '../messages'
import { MemberBoardFilters } from './member-board-filters'
import { MemberPostMobileList, MemberPostTable } from './member-post-table'
import classes from './member-board-list-page.module.css'

type MemberBoardListPageProps = { viewKey: MemberBoardViewKey; search: MemberBoardSearch }

/** A member board or the member's own posts: total and write button, the list, paging and filters. */
export function MemberBoardListPage({ viewKey, search }: MemberBoardListPageProps) {
  const view = memberBoardViews[viewKey]
  const { data } = useSuspenseQuery(memberPostsQueryOptions(view.board, view.scope, search))
  const { data: types } = useSuspenseQuery(postTypesQueryOptions(view.board))
  const navigate = useMemberBoardNavigate(view.list)
  const isDesktop = useIsDesktop()
  const { isLogin } = useAuth()
  const page = search.pageNum ?? 1
  const pageSize = search.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE
  const caption = memberBoardMessages.listCaption(memberBoardMessages.boardName[view.board])
  const filtered = Boolean(search.searchKeyword || search.typeId || search.answerState || search.startDate || search.endDate)
  const rows = { caption, posts: data.list, detailPath: view.detail }

  return (
    <>
      <Text className={classes.intro}>{memberBoardMessages.intro[viewKey]}</Text>
      {view.scope === 'mine' && (
        <PeriodFilter
          key={`${search.startDate}|${search.endDate}`}
          period={search}
          dateLabel={memberBoardMessages.columns.date}
          onChange={(period) => navigate({ ...search, ...period, pageNum: 1 })}
        />
      )}
      <Group justify="space-between" align="end" wrap="nowrap">
        <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
        <MembersOnlyButton
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          renderLink={(props) => <Link to={view.write} {...props} />}
          title={isLogin ? undefined : memberBoardMessages.loginToWrite}
          className={classes.write}
        >
          {view.board === 'qna' ? memberBoardMessages.ask : memberBoardMessages.write}
        </MembersOnlyButton>
      </Group>
      {data.list.length === 0 ? (
        <BoardEmpty searched={filtered} />
      ) : isDesktop ? (
        <MemberPostTable {...rows} firstNumber={data.cnt_total - (page - 1) * pageSize} />
      ) : (
        <MemberPostMobileList {...rows} />
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => navigate({ ...search, pageNum })} />
      <MemberBoardFilters key={`${search.searchType}|${search.searchKeyword}`} search={search} types={types} onChange={navigate} />
    </>
  )
}
