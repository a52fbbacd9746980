/** Korean text of the dashboard's per-collection counts. */
export const messages = {
  title: '컬렉션별 문서 수',
  intro: '목록을 열지 않고도 무엇이 얼마나 있는지 볼 수 있습니다. 이름을 누르면 해당 목록으로 이동합니다.',
  total: (count: number) => `${count.toLocaleString('ko-KR')}건`,
  drafts: (count: number) => `임시저장 ${count.toLocaleString('ko-KR')}`,
} as const
