import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DEFAULT_MEMBER_PAGE_SIZE, type MemberBoardSearch } from '../member-board-search'

/** Moves a member board list to other search params; default values are left out of the URL. */
export const useMemberBoardNavigate = (listPath: string) => {
  const navigate = useNavigate()
  return useCallback(
    (search: MemberBoardSearch) =>
      navigate({
        to: listPath,
        search: {
          pageNum: search.pageNum && search.pageNum > 1 ? search.pageNum : undefined,
          pageSize: search.pageSize && search.pageSize !== DEFAULT_MEMBER_PAGE_SIZE ? search.pageSize : undefined,
          typeId: search.typeId,
          answerState: search.answerState,
          startDate: search.startDate,
          endDate: search.endDate,
          searchType: search.searchKeyword && search.searchType !== 'all' ? search.searchType : undefined,
          searchKeyword: search.searchKeyword || undefined,
        },
      }),
    [listPath, navigate],
  )
}
