import type { SiteSettings } from '../../contract/pages'
import { site } from '../../contract/site'

/** The footer and tab title of the fictional university; staff change them under 사이트 설정. */
export const siteSettingsSeed: SiteSettings = {
  pageTitle: site.organizationName,
  address: '(30016) 세종특별자치시 새솔대학로 100 새솔대학교 산학협력관 3층',
  phone: '044-860-1000',
  fax: '044-860-1099',
  copyright: `Copyright © ${site.organizationName}. All rights reserved.`,
  privacyPolicyUrl: 'https://www.saesol.ac.kr/privacy',
  institutions: [
    { label: '새솔대학교', url: 'https://www.saesol.ac.kr' },
    { label: '새솔대학교 도서관', url: 'https://library.saesol.ac.kr' },
    { label: '새솔대학교 대학원', url: 'https://grad.saesol.ac.kr' },
    { label: '새솔대학교 평생교육원', url: 'https://lifelong.saesol.ac.kr' },
    { label: '새솔대학교 창업지원단', url: 'https://startup.saesol.ac.kr' },
  ],
}
