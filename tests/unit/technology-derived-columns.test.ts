import type { CollectionBeforeChangeHook } from 'payload'
import { describe, expect, it } from 'vitest'
import { fillDerivedColumns } from '../../cms/domains/tech-transfer/hooks/fill-derived-columns'

const fill = (data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
  fillDerivedColumns({ data, originalDoc } as Parameters<CollectionBeforeChangeHook>[0]) as Record<string, unknown>

describe('the columns a technology keeps for the catalogue list', () => {
  it('shows the strongest patent status and lists every status and transfer type once', () => {
    const row = fill({
      patents: [{ status: 'applied' }, { status: 'pct' }, { status: 'registered' }, { status: 'pct' }],
      transferTypes: ['exclusive', 'nonExclusive'],
    })
    expect(row).toMatchObject({ patentStatus: 'registered', patentStatusList: '|applied|pct|registered|', transferTypeList: '|exclusive|nonExclusive|' })
  })

  it('has no badge and an empty list for a technology without patents (노하우)', () => {
    expect(fill({ patents: [], transferTypes: ['knowHow'] })).toMatchObject({ patentStatus: null, patentStatusList: '', transferTypeList: '|knowHow|' })
  })

  it('joins the inventors’ names and sums views and inquiries, from the saved document when the change leaves them out', () => {
    const row = fill({ title: '새 제목' }, { inventors: [{ name: ' 한소희 ' }, { name: '김도현' }], views: 10, inquiries: 3, patents: [{ status: 'pct' }] })
    expect(row).toMatchObject({ inventorNames: '한소희, 김도현', popularity: 13, patentStatus: 'pct' })
  })
})
