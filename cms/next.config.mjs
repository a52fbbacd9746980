import { withPayload } from '@payloadcms/next/withPayload'

/** Next only hosts the Payload admin and REST routes; the portal SPA is served by express. */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: new URL('..', import.meta.url).pathname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
