/** Korean texts of staff's live preview of a draft. */
export const previewMessages = {
  banner: '미리보기: 아직 게시되지 않은 내용일 수 있습니다. 관리자 화면에서 입력하는 대로 바로 바뀝니다.',
  renderFailed: '방금 입력한 내용을 미리보기에 반영하지 못했습니다. 계속 입력하면 다시 시도합니다.',
  refusedTitle: '미리보기를 열 수 없습니다',
} as const
