/**
 * The portal pages staff write in /admin (페이지 관리). Introductions share one shape: a lead line
 * and a rich-text body; the greeting, vision and organisation chart have their own.
 */
export const introPages = {
  edu: { path: '/cooperation/edu', label: '산업교육 소개' },
  equipment: { path: '/cooperation/equ', label: '공동장비 운영 소개' },
  tech: { path: '/cooperation/tech', label: '기술자문 소개' },
  assignment: { path: '/cooperation/assn', label: '공동기술개발과제 소개' },
  esg: { path: '/studentSupport/future', label: 'ESG 소개' },
  lifelong: { path: '/studentSupport/job', label: '평생교육 소개' },
  'job-training': { path: '/studentSupport/jobTraining', label: '직무능력 향상 교육 소개' },
  'shop-training': { path: '/studentSupport/shopTraining', label: '실습 중심 교육 소개' },
  'spot-training': { path: '/studentSupport/spotTraining', label: '현장 맞춤형 교육 소개' },
  'corporate-center': { path: '/corporateCenter/intro', label: '기업지역센터 소개' },
} as const

export type IntroPageKey = keyof typeof introPages
export const introPageKeys = Object.keys(introPages) as IntroPageKey[]

/** The global that holds an introduction. */
export const introGlobalSlug = (key: IntroPageKey) => `intro-${key}` as const

export type PageImage = { url: string; alt: string; width: number | null; height: number | null }

export type IntroPage = { lead: string; html: string; updatedAt: string }

export type GreetingPage = {
  headline: string
  html: string
  photo: PageImage | null
  signatureTitle: string
  signatureName: string
  updatedAt: string
}

export type VisionPage = {
  statement: string
  mission: string
  goals: { title: string; tasks: string[] }[]
  values: { title: string; description: string }[]
  updatedAt: string
}

export type OrgPosition = { title: string; name: string | null; phone: string | null; duty: string | null }

export type OrgChartPage = {
  head: OrgPosition
  deputy: OrgPosition | null
  committee: OrgPosition | null
  units: { name: string; head: string | null; phone: string | null; duties: string[] }[]
  updatedAt: string
}

/** Footer, page title and institution links: 사이트 설정. */
export type SiteSettings = {
  pageTitle: string
  address: string
  phone: string
  fax: string | null
  copyright: string
  privacyPolicyUrl: string | null
  institutions: { label: string; url: string }[]
}
