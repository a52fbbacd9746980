/**
 * Accessible names Payload's editor and relationship chips write in English in the component itself
 * (not through its translations): the Korean staff's screen readers read these instead.
 */
export const hardCodedLabels: Record<string, string> = {
  'Edit link': '링크 수정',
  'Remove link': '링크 삭제',
  'Drag to move': '끌어서 옮기기',
  'Add block': '블록 추가',
  'Insert Paragraph': '문단 추가',
  'Add Row': '행 추가',
  'Add Column': '열 추가',
  'Slash menu': '블록 메뉴',
  // The toasts' region (sonner), named with its shortcut.
  'Notifications alt+T': '알림 (Alt+T)',
}

/** Visible words the date picker (react-datepicker, under Payload's picker) writes in English: the time list's heading. */
export const hardCodedCaptions: Record<string, string> = { Time: '시각' }

/** A relationship chip's "Edit test-doc.pdf": what is edited, then the verb, as Payload's Korean says it elsewhere. */
export const editNamed = (name: string) => `${name} 수정`

const editPrefix = /^Edit (.+)$/

/** The Korean name of one of those labels, or the label itself when it is not one of them. */
export const koreanAccessibleName = (label: string) => hardCodedLabels[label] ?? label.replace(editPrefix, (_, name: string) => editNamed(name))
