import type { Role } from './roles'
import type { MemberCompany } from './companies'

/**
 * Response shapes of the account endpoints (auth, cert, join, sns, mypage). The web imports these
 * types; request validation lives next to each handler.
 */
export type UserInfo = { login_id: string; user_nm: string; role: Role }

/** Login, refresh and a social sign-in all answer with this; the refresh token travels as a cookie. */
export type SignInData = { accessToken: string; expiresAt: string; userInfo: UserInfo }

export type CheckIdData = { login_id: string; available: boolean; message: string }

export type CertSentData = { email: string; expiresAt: string; resendAfterSeconds: number }

export type CertCheckedData = { email: string; certToken: string }

/** A profile phone change: the code went by SMS to `phone` (shown 010-1234-5678). */
export type PhoneCodeSentData = { phone: string; expiresAt: string; resendAfterSeconds: number }

export type PhoneVerifiedData = { phone: string; phoneCountry: string; phoneVerifiedAt: string }

export type JoinData = { login_id: string; user_nm: string }

/** One match of "find ID": the id is partly masked, `ref` stands for it in later calls. */
export type FoundId = { maskedId: string; joinedAt: string; ref: string }

export type FindIdData = { list: FoundId[] }

/** The reset link went to the member's e-mail; `expiresAt` is when the link stops working. */
export type FindPasswordData = { message: string; expiresAt: string }

export type ResetPasswordData = { message: string }

export type SocialProvider = 'kakao' | 'naver' | 'google'

export type SnsProvidersData = { list: { provider: SocialProvider; label: string }[] }

export type SnsAuthorizeData = { url: string }

/** What a social callback led to: signed in, linked to the signed-in member, or the join flow. */
export type SnsCallbackData =
  | ({ result: 'login'; redirect: string } & SignInData)
  | { result: 'linked'; provider: SocialProvider }
  | { result: 'join'; provider: SocialProvider; email: string | null; name: string | null; emailVerified: boolean }

export type SnsPendingJoin = { provider: SocialProvider; email: string | null; name: string | null; emailVerified: boolean }

export type MyPageSummary = {
  login_id: string
  user_nm: string
  email: string
  memberClass: string
  memberClassLabel: string
  role: Role
  joinedAt: string
  lastLoginAt: string | null
  /** What booking and application forms prefill (the form may change it; the profile stays). */
  phone: string | null
  affiliation: string | null
  /** The member's company (기업회원), which applications filed for it carry; null without one. */
  company: MemberCompany | null
}

/** /myPage's count per section: everything the member filed there, and how much is still under way. */
export type MyPageCounts = Record<'edu' | 'equ' | 'tech' | 'assn' | 'transfer' | 'events' | 'collabo' | 'qna', { total: number; open: number }>

export type ProfileGateData = { profileToken: string; expiresAt: string }

export type LinkedSocialAccount = { provider: SocialProvider; label: string; email: string | null; linkedAt: string }

export type MyInfo = {
  login_id: string
  name: string
  email: string
  phoneCountry: string
  phone: string
  /** When the number was proven by an SMS code; null until then (알림톡 and 문자 go to a verified number only). */
  phoneVerifiedAt: string | null
  gender: 'male' | 'female' | null
  memberClass: string
  affiliationType: string | null
  affiliation: string
  department: string
  marketing: boolean
  avatarUrl: string | null
  socialAccounts: LinkedSocialAccount[]
  joinedAt: string
}
