import { describe, expect, it } from 'vitest'
import { applicationExportHref } from '../../cms/domains/applications/admin/export-link'

// The list's filter as Payload writes it into the address: 접수 only, searched for 김.
const listQuery = 'limit=10&where%5Bstate%5D%5Bequals%5D=received&search=%EA%B9%80'

describe('the export link above each application list', () => {
  it.each([
    ['advisory-requests', 'tech'],
    ['course-applications', 'edu'],
    ['project-proposals', 'assn'],
  ])('in %s exports the %s programme with the list filter', (collectionSlug, kind) => {
    expect(applicationExportHref(collectionSlug, listQuery)).toBe(`/api/v1/applications/${kind}/export?${listQuery}`)
  })

  it('exports the whole programme when the list is not filtered', () => {
    expect(applicationExportHref('course-applications', '')).toBe('/api/v1/applications/edu/export')
  })

  it('is not offered on a list that holds no programme', () => {
    expect(applicationExportHref('notices', listQuery)).toBeNull()
    expect(applicationExportHref(undefined, listQuery)).toBeNull()
  })
})
