/**
 * The university this portal is deployed for: its name appears in mails, the logo and the admin
 * before any content is read. Everything staff may change (footer, tab title, institution links)
 * lives in the 사이트 설정 global instead.
 */
export const site = {
  universityName: '새솔대학교',
  organizationName: '새솔대학교 산학협력단',
} as const
