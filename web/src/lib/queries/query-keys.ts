import type { ApplicationKind } from '@contract/applications'
import type { BoardKey } from '@contract/boards'
import type { CourseMode } from '@contract/education'
import type { MemberBoardKey } from '@contract/member-boards'

/** The application kinds, with the 기술상담 신청 ('transfer', issue 33) that the server registers beside them. */
export type RequestKind = ApplicationKind | 'transfer'

/**
 * Every react-query key of the SPA, one factory per resource, so a query and the invalidations of
 * its mutations always agree. A shorter key is the prefix of the longer ones: invalidating
 * `equipment.availability(id)` refreshes every month of that equipment.
 */
export const queryKeys = {
  boards: {
    categories: (board: BoardKey) => ['boards', board, 'categories'] as const,
    list: (board: BoardKey, search: object) => ['boards', board, 'list', search] as const,
    feed: (board: BoardKey, search: object) => ['boards', board, 'feed', search] as const,
    detail: (board: BoardKey, id: number) => ['boards', board, 'detail', id] as const,
  },
  memberBoards: {
    all: (board: MemberBoardKey) => ['member-boards', board] as const,
    types: (board: MemberBoardKey) => ['member-boards', board, 'types'] as const,
    list: (board: MemberBoardKey, scope: 'all' | 'mine', search: object) => ['member-boards', board, 'list', scope, search] as const,
    detail: (board: MemberBoardKey, id: number) => ['member-boards', board, 'detail', id] as const,
    comments: (board: MemberBoardKey, id: number) => ['member-boards', board, 'comments', id] as const,
  },
  home: {
    banners: () => ['home', 'banners'] as const,
    latest: (board: BoardKey) => ['home', 'latest', board] as const,
  },
  education: {
    all: () => ['education'] as const,
    slider: (mode: CourseMode) => ['education', 'slider', mode] as const,
    list: (search: object) => ['education', 'list', search] as const,
    detail: (id: number, loginId: string | null) => ['education', 'detail', id, loginId] as const,
  },
  projects: {
    all: () => ['projects'] as const,
    list: (search: object) => ['projects', 'list', search] as const,
    detail: (id: number, loginId: string | null) => ['projects', 'detail', id, loginId] as const,
  },
  preview: {
    draft: (slug: string, id: number | null) => ['preview', slug, id] as const,
  },
  siteSearch: {
    all: (searchKeyword: string, loginId: string | null) => ['search', searchKeyword, loginId] as const,
    type: (type: string, searchKeyword: string, pageNum: number, loginId: string | null) => ['search', searchKeyword, loginId, type, pageNum] as const,
    travel: (type: 'attraction' | 'pass', id: string) => ['search', 'travel', type, id] as const,
  },
  pages: {
    settings: () => ['pages', 'site-settings'] as const,
    page: (key: string) => ['pages', key] as const,
  },
  terms: (code: string, version?: number) => ['terms', code, version ?? 'current'] as const,
  auth: {
    snsProviders: () => ['auth', 'sns', 'providers'] as const,
    snsPending: () => ['auth', 'sns', 'pending'] as const,
  },
  mypage: {
    summary: () => ['mypage', 'summary'] as const,
    counts: () => ['mypage', 'counts'] as const,
    myInfo: (profileToken?: string) => (profileToken === undefined ? (['mypage', 'my-info'] as const) : (['mypage', 'my-info', profileToken] as const)),
    reservations: (filter?: object) => (filter === undefined ? (['mypage', 'equ'] as const) : (['mypage', 'equ', filter] as const)),
    reservation: (id: number) => ['mypage', 'equ', 'detail', id] as const,
    statement: (id: number) => ['mypage', 'equ', 'statement', id] as const,
    monthlyStatement: (month: string, scope: string) => ['mypage', 'equ', 'statements', month, scope] as const,
    waits: () => ['mypage', 'equ-waits'] as const,
    calendarFeed: () => ['mypage', 'equ-feed'] as const,
    suspension: () => ['mypage', 'equ', 'suspension'] as const,
    consents: () => ['mypage', 'consents'] as const,
  },
  events: {
    all: () => ['events'] as const,
    list: (query: object) => ['events', 'list', query] as const,
    detail: (id: number, loginId: string | null) => ['events', 'detail', id, loginId] as const,
    mine: (pageNum?: number) => (pageNum === undefined ? (['events', 'mine'] as const) : (['events', 'mine', pageNum] as const)),
    ticket: (registrationId: number) => ['events', 'ticket', registrationId] as const,
    certificate: (registrationId: number) => ['events', 'certificate', registrationId] as const,
    checkInCounts: (eventId: number) => ['events', 'check-in', eventId] as const,
  },
  surveys: {
    mine: () => ['surveys', 'mine'] as const,
    form: (id: number) => ['surveys', 'form', id] as const,
  },
  notifications: {
    all: () => ['notifications'] as const,
    list: (pageNum: number, pageSize: number) => ['notifications', 'list', pageNum, pageSize] as const,
    unread: () => ['notifications', 'unread'] as const,
    preferences: () => ['notification-preferences'] as const,
  },
  applications: {
    experts: (field: string, pageNum: number, pageSize: number) => ['applications', 'experts', field, pageNum, pageSize] as const,
    all: (kind: RequestKind) => ['applications', kind] as const,
    mine: (kind: RequestKind, filter: object) => ['applications', kind, 'mine', filter] as const,
    detail: (kind: RequestKind, id: number) => ['applications', kind, 'detail', id] as const,
  },
  techTransfer: {
    all: () => ['tech-transfer'] as const,
    list: (query: object) => ['tech-transfer', 'list', query] as const,
    detail: (id: number, loginId: string | null) => ['tech-transfer', 'detail', id, loginId] as const,
    matches: () => ['tech-transfer', 'matches'] as const,
  },
  companies: {
    mine: () => ['companies', 'mine'] as const,
    invite: (token: string) => ['companies', 'invite', token] as const,
  },
  family: {
    tiers: () => ['family', 'tiers'] as const,
    membership: () => ['family', 'membership'] as const,
    application: (id: number) => ['family', 'application', id] as const,
    directory: (search: object) => ['family', 'directory', search] as const,
  },
  equipment: {
    quote: (equipmentId: number, search: object, loginId: string | null) => ['equipment', 'quote', equipmentId, search, loginId] as const,
    seriesCheck: (equipmentId: number, request: object) => ['equipment', 'series-check', equipmentId, request] as const,
    categories: () => ['equipment', 'categories'] as const,
    list: (search: object, pageSize: number) => ['equipment', 'list', search, pageSize] as const,
    detail: (id: number, loginId: string | null) => ['equipment', 'detail', id, loginId] as const,
    availability: (equipmentId: number, month?: string) =>
      month === undefined ? (['equipment', 'availability', equipmentId] as const) : (['equipment', 'availability', equipmentId, month] as const),
    slots: (equipmentId: number, date: string, loginId?: string | null) =>
      loginId === undefined ? (['equipment', 'slots', equipmentId, date] as const) : (['equipment', 'slots', equipmentId, date, loginId] as const),
  },
}
