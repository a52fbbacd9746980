import { describe, expect, it } from 'vitest'
import { withUserRowLock } from '../../cms/domains/account/user-row-lock'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the user-row queue', () => {
  it('runs overlapping writes one after the other, in the order they came', async () => {
    const events: string[] = []
    const write = (name: string) =>
      withUserRowLock(async () => {
        events.push(`${name} start`)
        await tick()
        events.push(`${name} end`)
      })
    await Promise.all([write('a'), write('b'), write('c')])
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
  })

  it('hands a failure to its caller and goes on with the next write', async () => {
    const failing = withUserRowLock(async () => {
      throw new Error('write failed')
    })
    const next = withUserRowLock(async () => 'written')
    await expect(failing).rejects.toThrow('write failed')
    await expect(next).resolves.toBe('written')
  })

  it('lets work that holds the queue write again without waiting for itself', async () => {
    const result = await withUserRowLock(() => withUserRowLock(async () => 'nested'))
    expect(result).toBe('nested')
  })
})
