import { describe, expect, it } from 'vitest'
import { isSameSitePath } from '../../contract/account-rules'
import { isRecordId, isWellFormedWhere } from '../../cms/platform/http/query-input'
import { trustProxySetting } from '../../cms/platform/http/trust-proxy'
import { contentMatchesName } from '../../cms/platform/uploads/upload-content'
import { routedPath } from '../../cms/platform/security/request-path'
import { buildPdf } from '../../seed/lib/documents'
import type { FlattenedField } from 'payload'

describe('which proxies are trusted (TRUST_PROXY)', () => {
  it.each([
    ['', false],
    ['none', false],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.5, 10.0.0.6', '10.0.0.5, 10.0.0.6'],
  ])('%j means %j', (value, expected) => {
    expect(trustProxySetting(value)).toEqual(expected)
  })
})

describe('the path rules are matched against', () => {
  it.each([
    ['/api/%75sers/login', '/api/users/login'],
    ['/api/users//LOGIN/', '/api/users/login'],
    ['/api/v1/auth/%6cogin', '/api/v1/auth/login'],
    ['/', '/'],
  ])('%s is routed as %s', (raw, routed) => {
    expect(routedPath(raw)).toBe(routed)
  })

  it('is null for an encoding that does not decode', () => {
    expect(routedPath('/api/%E0%A4%A')).toBeNull()
  })
})

describe('a redirect after sign-in', () => {
  it.each(['/', '/myPage/myInfo', '/infoPlaza/notice?page=2#top'])('may go to %s', (path) => {
    expect(isSameSitePath(path)).toBe(true)
  })

  it.each([
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\evil.example',
    '/%2F/evil.example',
    '/%09/evil.example',
    'https://evil.example',
    ' /myPage',
    '/javascript:alert(1)',
  ])('may not go to %j', (path) => {
    expect(isSameSitePath(path)).toBe(false)
  })
})

describe('ids and queries before they reach the database', () => {
  const fields = [
    { name: 'title', type: 'text' },
    { name: 'viewCount', type: 'number' },
    { name: 'author', type: 'relationship', relationTo: 'users' },
  ] as unknown as FlattenedField[]

  it.each([
    [1, true],
    ['42', true],
    ['abc', false],
    ['1e3', false],
    [0, false],
    ['', false],
  ])('id %j is a record id: %j', (id, expected) => {
    expect(isRecordId(id)).toBe(expected)
  })

  it.each([
    [{ title: { like: 'abc' } }, true],
    [{ id: { in: '1,2,3' } }, true],
    [{ and: [{ author: { equals: 3 } }, { viewCount: { greater_than: '10' } }] }, true],
    [{ title: { exists: 'true' } }, true],
    [{ OR: [{ id: { equals: 1 } }, { id: { equals: 2 } }] }, true],
    [{ id: { in: "'" } }, false],
    [{ id: { near: '1,2,3' } }, false],
    [{ title: { nonsense: 1 } }, false],
    [{ author: { equals: 'abc' } }, false],
    [{ or: 'x' }, false],
  ])('%j is well formed: %j', (where, expected) => {
    expect(isWellFormedWhere(where, fields)).toBe(expected)
  })

  it('a collection with UUID ids takes a UUID, and only a UUID, as an id', () => {
    const uuid = '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60'
    expect(isRecordId(uuid, true)).toBe(true)
    expect(isRecordId('42', true)).toBe(false)
    expect(isRecordId(uuid)).toBe(false)
    const uuidFields = [{ name: 'id', type: 'text' }, ...fields] as unknown as FlattenedField[]
    expect(isWellFormedWhere({ id: { in: uuid } }, uuidFields)).toBe(true)
  })
})

describe('an upload’s content against its name', () => {
  const text = (value: string) => new TextEncoder().encode(value)

  it('accepts a real PDF and plain text', async () => {
    expect(await contentMatchesName('guide.pdf', buildPdf({ title: 'Guide', lines: ['one'] }))).toBe(true)
    expect(await contentMatchesName('form.txt', text('신청서 양식'))).toBe(true)
  })

  it.each([
    ['x.pdf', '<html><script>alert(1)</script></html>'],
    ['x.txt', '<!DOCTYPE html><p>'],
    ['x.doc', 'plain words, not a Word file'],
    ['x.exe', 'MZ'],
  ])('refuses %s holding %j', async (name, content) => {
    expect(await contentMatchesName(name, text(content))).toBe(false)
  })
})
