/**
 * The university this portal is deployed for: its name appears in mails, the logo and the admin
 * before any content is read. Everything staff may change (footer, tab title, institution links)
 * lives in the 사이트 설정 global instead.
 */
export const site = {
  universityName: '새솔대학교',
  unitName: '산학협력단',
  organizationName: '새솔대학교 산학협력단',
} as const

/** The emblem's drawing (a leaf rising under a sun), shared by the portal's logo and the admin's. */
export const emblem = {
  viewBox: '0 0 64 64',
  leaf: 'M18 44c6-14 14-22 28-26-6 8-9 16-10 26z',
  sun: { cx: 22, cy: 22, r: 5 },
  colors: { background: '#1f4f9c', leaf: '#ffffff', sun: '#a6c2eb' },
} as const
