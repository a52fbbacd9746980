/**
 * The path as Payload matches it: percent-decoded, with repeated and trailing slashes folded. Null
 * for an encoding that does not decode (the request is refused before any rule looks at it).
 */
export const decodedPath = (rawPath: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
}

/**
 * The path rules are keyed on: the decoded path in lower case, so `/api/%75sers//LOGIN/` is
 * `/api/users/login` whichever way a client spells it.
 */
export const routedPath = (rawPath: string): string | null => decodedPath(rawPath)?.toLowerCase() ?? null
