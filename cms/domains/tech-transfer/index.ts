/** 보유기술 · 기술이전 (issue 33). What other domains and the wiring may use; everything else stays inside. */
export { Technologies } from './collections/Technologies'
export { TechnologyDocuments } from './collections/TechnologyDocuments'
export { TechnologyNdaAgreements } from './collections/TechnologyNdaAgreements'
export { TechnologyViews } from './collections/TechnologyViews'
export { TechnologyNda } from './globals/TechnologyNda'
export { techTransferEndpoints } from './endpoints'
export { countTechnology } from './services/count-technology'
export { listTechnologies } from './services/list-technologies'
