/** 개인정보 접속기록 (issue 29 §1). What other domains and the wiring may use; everything else stays inside. */
export { AccessLogReviews } from './collections/AccessLogReviews'
export { AccessLogs } from './collections/AccessLogs'
export { accessLogEndpoints } from './endpoints'
export { coveredByOneEntry, logPersonalDataAccess, ownedBy, theAccountItself } from './hooks/log-personal-data-access'
export { downloadReasonOf } from './services/download-reason'
export { recordAccess } from './services/record-access'
