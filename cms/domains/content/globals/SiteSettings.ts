import type { GlobalConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { PAGE_GROUP } from '../page-global'

const isWebAddress = (value: unknown, { required }: { required?: boolean }) => {
  if (!value) return required ? '주소를 입력해 주세요.' : true
  try {
    return ['http:', 'https:'].includes(new URL(String(value)).protocol) ? true : 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.'
  } catch {
    return 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.'
  }
}

/** A site-verification code as the search engine hands it: staff sometimes paste the whole meta tag. */
const isVerificationCode = (value: unknown) =>
  !value || /^[\w-]{1,100}$/.test(String(value)) ? true : '인증 코드만 붙여 넣어 주세요. 메타 태그 전체가 아니라 content="…" 안의 값(영문·숫자·-·_)입니다.'

/**
 * What every page of the portal shows around its content: the browser tab's title and the footer.
 * Changes apply at once (no drafts): a wrong phone number should be fixable in one save.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '사이트 설정',
  admin: { group: PAGE_GROUP, description: '브라우저 탭 제목과 모든 화면 아래의 주소·연락처·기관 바로가기입니다. 저장하면 바로 반영됩니다.' },
  versions: { max: 20 },
  access: { read: anyone, update: isStaff, readVersions: isStaff },
  fields: [
    {
      name: 'pageTitle',
      label: '사이트 제목',
      type: 'text',
      required: true,
      maxLength: 60,
      admin: { description: '브라우저 탭에 "화면 이름 | 사이트 제목"으로 보입니다.' },
    },
    { name: 'address', label: '주소', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: '대표전화', type: 'text', required: true, maxLength: 30, admin: { width: '50%' } },
        { name: 'fax', label: '팩스', type: 'text', maxLength: 30, admin: { width: '50%' } },
      ],
    },
    { name: 'copyright', label: '저작권 문구', type: 'text', required: true, maxLength: 200 },
    {
      name: 'privacyPolicyUrl',
      label: '개인정보처리방침 주소',
      type: 'text',
      maxLength: 300,
      validate: isWebAddress,
      admin: { description: '대학 누리집의 개인정보처리방침 주소입니다. 비워 두면 포털의 /terms 개인정보처리방침을 엽니다.' },
    },
    {
      name: 'newPostDays',
      label: '새 글 표시 기간(일)',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 0,
      max: 30,
      admin: {
        step: 1,
        description: '게시일이 오늘부터 이 일수 안에 드는 글의 제목 옆에 "N" 표시가 붙습니다. 3이면 오늘·어제·그제 글입니다. 0이면 표시하지 않습니다.',
      },
      validate: (value: unknown) => (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= 30 ? true : '0부터 30까지의 정수로 입력해 주세요.'),
    },
    {
      name: 'institutions',
      label: '대학 기관 바로가기',
      labels: { singular: '기관', plural: '기관' },
      type: 'array',
      maxRows: 20,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: '기관명', type: 'text', required: true, maxLength: 40, admin: { width: '40%' } },
            { name: 'url', label: '주소', type: 'text', required: true, maxLength: 300, validate: isWebAddress, admin: { width: '60%' } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: '검색엔진 사이트 인증',
      admin: { description: '네이버·구글에 이 포털을 등록할 때 받은 인증 코드입니다. 저장하면 모든 화면의 머리말(<head>)에 인증 메타 태그로 들어갑니다.' },
      fields: [
        {
          name: 'naverSiteVerification',
          label: '네이버 사이트 인증 코드',
          type: 'text',
          maxLength: 100,
          validate: isVerificationCode,
          admin: {
            description:
              '네이버 서치어드바이저(searchadvisor.naver.com) → 웹마스터 도구 → 사이트 등록 → 소유 확인에서 "HTML 태그"를 고르면 보이는 <meta name="naver-site-verification" content="…"> 의 content 값만 붙여 넣으세요.',
          },
        },
        {
          name: 'googleSiteVerification',
          label: '구글 사이트 인증 코드',
          type: 'text',
          maxLength: 100,
          validate: isVerificationCode,
          admin: {
            description:
              'Google Search Console(search.google.com/search-console) → 속성 추가 → URL 접두어 → 다른 확인 방법의 "HTML 태그"에 보이는 <meta name="google-site-verification" content="…"> 의 content 값만 붙여 넣으세요.',
          },
        },
      ],
    },
  ],
}
