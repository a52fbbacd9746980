/**
 * The path as Next and Payload route it: percent-decoded, with repeated and trailing slashes folded,
 * in lower case. Rules keyed on a path compare against this, so `/api/%75sers//LOGIN/` is `/api/users/login`.
 * Null for an encoding that does not decode (the request is refused before any rule looks at it).
 */
export const routedPath = (rawPath: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  const folded = decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  return folded.toLowerCase()
}
