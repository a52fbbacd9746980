/** Companies (기업) and their members. What other domains and the wiring may use; everything else stays inside. */
export { Companies } from './collections/Companies'
export { companyIdOf } from './company-of'
export { companyLabels } from './messages'
