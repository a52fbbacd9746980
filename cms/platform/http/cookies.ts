import { generateCookie } from 'payload/shared'

type PortalCookie = { name: string; path: string; httpOnly: boolean }

/**
 * Secure only where the portal is served over https (PUBLIC_URL), so http://localhost still works.
 * Payload's own `payload-token` follows the same rule (cms/domains/account/collections/Users.ts).
 */
export const secureCookies = () => (process.env.PUBLIC_URL ?? '').startsWith('https://')

/**
 * A Set-Cookie value for one of the portal's cookies: SameSite=Lax (visitors come back from a mail
 * link or a sign-in provider's site). Without `maxAge` it dies with the browser.
 */
export const setCookie = ({ name, path, httpOnly }: PortalCookie, value: string, maxAge?: number) =>
  generateCookie<false>({
    name,
    value,
    path,
    httpOnly,
    sameSite: 'Lax',
    secure: secureCookies(),
    maxAge,
    returnCookieAsObject: false,
  })

/** Payload's generateCookie drops a Max-Age of 0, so clearing uses an expiry in the past. */
export const clearCookie = ({ name, path, httpOnly }: PortalCookie) =>
  generateCookie<false>({
    name,
    value: '',
    path,
    httpOnly,
    sameSite: 'Lax',
    secure: secureCookies(),
    expires: new Date(0),
    returnCookieAsObject: false,
  })
