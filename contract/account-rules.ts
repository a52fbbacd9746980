import { getSafeRedirect } from 'payload/shared'

/**
 * Input rules of the account forms (spec §5). Plain constants: the server validates with them and
 * the web shows the same rules and messages before sending, so both always agree.
 */
export const accountRules = {
  loginId: {
    pattern: /^[a-z][a-z0-9]{3,19}$/,
    message: '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자·숫자로 입력해 주세요.',
  },
  password: {
    minLength: 8,
    maxLength: 20,
    /** Letters, digits and a special character all present. */
    pattern: /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{8,20}$/,
    message: '비밀번호는 영문, 숫자, 특수문자를 모두 포함한 8~20자로 입력해 주세요.',
  },
  email: {
    // A local part, @, a domain with a dot and a top-level part of at least two letters (spec §5).
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
    message: '이메일 형식으로 입력해 주세요.',
    maxLength: 100,
  },
  phone: {
    /** Three parts joined with hyphens: 010-1234-5678, 02-123-4567. */
    pattern: /^\d{2,4}-\d{3,4}-\d{4}$/,
    message: '휴대폰 번호가 유효하지 않습니다.',
  },
  name: { maxLength: 50, requiredMessage: '이름을 입력해 주세요.' },
  emailCode: { pattern: /^\d{6}$/, message: '인증번호 6자리를 입력해 주세요.' },
} as const

/** Domains offered next to the e-mail local part; 직접입력 lets the member type another one. */
export const emailDomains = ['naver.com', 'gmail.com', 'daum.net', 'hanmail.net', 'kakao.com', 'nate.com', 'saesol.ac.kr'] as const

/** 0–4 for the strength bar: length, letters, digits, specials and mixed case each count. */
export const passwordStrength = (password: string): 0 | 1 | 2 | 3 | 4 => {
  if (!password) return 0
  let score = 0
  if (password.length >= 8) score++
  if (password.length >= 12) score++
  if (/[A-Za-z]/.test(password) && /\d/.test(password)) score++
  if (/[^A-Za-z0-9\s]/.test(password)) score++
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++
  return Math.min(4, score) as 0 | 1 | 2 | 3 | 4
}

/**
 * Whether a `redirect=` value may follow a sign-in: a path on this site only. Payload's own check
 * refuses what browsers would turn into another site (`/\t/evil.example` loses its tab and becomes
 * `//evil.example`; `/%2F…`, `/\…`, `/javascript:`); surrounding whitespace is refused as well.
 */
export const isSameSitePath = (path: string): boolean => path.length <= 500 && getSafeRedirect({ redirectTo: path, fallbackTo: '' }) === path
