/**
 * Which proxies may tell us the client's address (X-Forwarded-For), from TRUST_PROXY. Unset means
 * none: every client could otherwise pick its own address and walk around the per-IP rate limits.
 * A whole number counts hops from the server (e.g. `1` behind one load balancer); anything else is
 * express's list of addresses or subnets (`loopback`, `10.0.0.5`, `10.0.0.0/8, fd00::/8`).
 */
export const trustProxySetting = (value = process.env.TRUST_PROXY ?? ''): number | string | false => {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === 'false' || trimmed === 'none') return false
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed
}
