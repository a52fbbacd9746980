import type { Endpoint } from 'payload'
import { joinFormEndpoints } from './endpoints/join'
import { certEndpoints } from './endpoints/cert'

/** Joining: the e-mail code and the join form. What other domains and the wiring may use; everything else stays inside. */
export { EmailVerifications } from './collections/EmailVerifications'

export const joinEndpoints: Endpoint[] = [...joinFormEndpoints, ...certEndpoints]
export { consumeCertToken } from './services/email-cert'
