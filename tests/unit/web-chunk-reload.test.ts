import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForChunkError } from '@/lib/chunk-reload'

const memoryStorage = () => {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('chunk load failures', () => {
  it('recognises failed dynamic imports of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('게시글을 찾을 수 없습니다.'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const start = 1_700_000_000_000

    expect(reloadOnceForChunkError({ storage, reload, now: start })).toBe(true)
    expect(reloadOnceForChunkError({ storage, reload, now: start + CHUNK_RELOAD_GUARD_MS - 1 })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)

    expect(reloadOnceForChunkError({ storage, reload, now: start + CHUNK_RELOAD_GUARD_MS })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
