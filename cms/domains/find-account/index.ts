/** Find ID and find password, and the password reset. What other domains and the wiring may use; everything else stays inside. */
export { findAccountEndpoints } from './endpoints'
