/**
 * The fictional university this portal is built for. The web imports these constants too, so the
 * name, page title and footer contacts are configured here only.
 */
export const site = {
  universityName: '새솔대학교',
  organizationName: '새솔대학교 산학협력단',
  address: '(30016) 세종특별자치시 새솔대학로 100 새솔대학교 산학협력관 3층',
  phone: '044-860-1000',
  fax: '044-860-1099',
  copyright: 'Copyright © 새솔대학교 산학협력단. All rights reserved.',
  privacyPolicyUrl: 'https://www.saesol.ac.kr/privacy',
  institutions: [
    { label: '새솔대학교', url: 'https://www.saesol.ac.kr' },
    { label: '새솔대학교 도서관', url: 'https://library.saesol.ac.kr' },
    { label: '새솔대학교 대학원', url: 'https://grad.saesol.ac.kr' },
    { label: '새솔대학교 평생교육원', url: 'https://lifelong.saesol.ac.kr' },
    { label: '새솔대학교 창업지원단', url: 'https://startup.saesol.ac.kr' },
  ],
} as const
