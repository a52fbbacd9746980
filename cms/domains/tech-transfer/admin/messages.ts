/** The technologies list's CSV import, as staff read it in the admin. */
export const importAdminText = {
  button: 'CSV 가져오기',
  busy: '가져오는 중…',
  imported: (count: number) => `보유기술 ${count}건을 임시저장으로 가져왔습니다. 확인한 뒤 게시해 주세요.`,
  failed: 'CSV를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  format: (columns: string[], required: string[]) =>
    `UTF-8 CSV, 첫 행 머리글: ${columns.join(', ')} (필수: ${required.join(', ')}). 여러 값은 ;로 구분, 특허는 번호|국가|상태|출원일|등록일, 발명자는 이름(소속).`,
} as const
