/** Terms and privacy policy, in versions. What other domains and the wiring may use; everything else stays inside. */
export { Terms } from './collections/Terms'
export { termsEndpoints } from './endpoints'
export { termsInForce } from './services/terms-versions'
