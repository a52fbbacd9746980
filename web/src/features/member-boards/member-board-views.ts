import type { MemberBoardKey } from '@contract/member-boards'

/**
 * Where a member board is shown. The same board appears as the whole board (Q&A in the information
 * plaza, the collaboration board under 산학지원) and as the member's own posts in my-page; each
 * view keeps its own list, detail and write addresses so the left menu and "목록" stay where the
 * member came from.
 */
export type MemberBoardView = {
  board: MemberBoardKey
  scope: 'all' | 'mine'
  list: string
  detail: string
  write: string
}

export const memberBoardViews = {
  qna: { board: 'qna', scope: 'all', list: '/infoPlaza/qna', detail: '/infoPlaza/qnaDetail', write: '/myPage/qnaWrite' },
  myQna: { board: 'qna', scope: 'mine', list: '/myPage/myQna', detail: '/myPage/myQnaDetail', write: '/myPage/qnaWrite' },
  collabo: {
    board: 'collabo',
    scope: 'all',
    list: '/cooperation/collabo',
    detail: '/cooperation/collaboDetail',
    write: '/cooperation/collaboWrite',
  },
  myCollabo: {
    board: 'collabo',
    scope: 'mine',
    list: '/myPage/collabo',
    detail: '/myPage/collaboDetail',
    write: '/cooperation/collaboWrite',
  },
} as const satisfies Record<string, MemberBoardView>

export type MemberBoardViewKey = keyof typeof memberBoardViews
