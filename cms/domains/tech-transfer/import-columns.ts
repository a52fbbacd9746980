/** The CSV's header row, as staff write it (docs/tech-transfer-import.md); starred ones are required. */
export const importColumns = {
  title: '기술명',
  summary: '한 줄 요약',
  field: '기술 분야',
  subField: '세부 분야',
  overview: '기술 개요',
  applications: '적용 분야',
  effects: '기대 효과',
  keywords: '키워드',
  trl: 'TRL',
  transferTypes: '이전 형태',
  terms: '이전 조건',
  availability: '이전 상태',
  patents: '특허',
  inventors: '발명자',
} as const

export type ImportColumn = keyof typeof importColumns

export const requiredImportColumns: ImportColumn[] = ['title', 'summary', 'field', 'overview', 'applications', 'effects', 'trl', 'transferTypes']

/** Several values in one cell (이전 형태, 특허, 발명자) are separated so. */
export const LIST_SEPARATOR = ';'
/** The parts of one patent: 번호|국가|상태|출원일|등록일. */
export const PATENT_SEPARATOR = '|'
