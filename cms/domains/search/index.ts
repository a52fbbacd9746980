import type { Endpoint } from 'payload'
import { mainEndpoints } from './endpoints/main'
import { siteSearchEndpoints } from './endpoints/search'

/** The site search and the header search (/main/main). What other domains and the wiring may use; everything else stays inside. */

export const searchEndpoints: Endpoint[] = [...mainEndpoints, ...siteSearchEndpoints]
