/** Personal-data protection: retention periods and their destruction, consent history, the member's data export. What other domains and the wiring may use; everything else stays inside. */
export { ConsentRecords } from './collections/ConsentRecords'
export { DestructionRecords } from './collections/DestructionRecords'
export { RetentionSettings } from './globals/RetentionSettings'
export { retentionTask } from './jobs/retention-task'

export { privacyEndpoints } from './endpoints'
export { myDataQuery } from './schemas'
export { recordJoinConsents, setMarketingConsent } from './services/consents'
export { buildMyData } from './services/my-data'
export { myDataFile } from './services/my-data-file'
