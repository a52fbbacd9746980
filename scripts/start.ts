import { buildIfNeeded } from './build'

buildIfNeeded()
await import('../cms/main')
