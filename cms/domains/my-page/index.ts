/** A member's own page: profile, password, avatar, withdrawal and counts. What other domains and the wiring may use; everything else stays inside. */
export { Avatars } from './collections/Avatars'
export { PhoneVerifications } from './collections/PhoneVerifications'

export { myPageEndpoints } from './endpoints'
