import { withPayload } from '@payloadcms/next/withPayload'

/** Next only hosts the Payload admin and REST routes; the portal SPA is served by express. */
const nextConfig = {
  poweredByHeader: false,
  // pdfkit reads its font data from its own folder at run time, which a bundle would not carry along.
  serverExternalPackages: ['pdfkit'],
  turbopack: { root: new URL('..', import.meta.url).pathname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
