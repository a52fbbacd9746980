/** Korean texts of staff's live preview. */
export const previewMessages = {
  unsupported: '미리보기를 지원하지 않는 항목입니다.',
  notFound: '미리 볼 문서를 찾을 수 없습니다.',
} as const
