/** Staff's live preview of drafts (boards, project calls, programme introductions) on the portal's own pages. What the wiring may use; everything else stays inside. */
export { previewEndpointList as previewEndpoints } from './endpoints'
