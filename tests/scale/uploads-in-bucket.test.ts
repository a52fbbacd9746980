import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { ApiEnvelope } from '../../contract/envelope'
import type { Banner } from '../../contract/main'
import type { UploadedPostFile } from '../../contract/member-boards'
import { palettes } from '../../seed/lib/art'
import { renderArtwork } from '../../seed/lib/images'
import { bearer, loginToken, requestJsonAt } from '../helpers/api'
import { pdfBytes, pngBytes, uploadPostFile } from '../helpers/member-boards'
import { adminLogin, createMember } from '../helpers/members'
import { uploadToCollection } from '../helpers/uploads'

/**
 * Issue 15: with S3_BUCKET set, both processes keep uploads in one bucket (s3rver on loopback here)
 * and still serve them only through the collections' read access.
 */
const second = () => inject('secondPortalUrl')

/** An object as the bucket holds it, read past the portal. */
const bucketObject = (key: string) => fetch(`${inject('s3BucketUrl')}/${key}`)

const onEitherDisk = (collection: string, filename: string) =>
  inject('portalDataDirs').some((dir) => fs.existsSync(path.join(dir, 'uploads', collection, filename)))

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

type UploadDoc = { id: number; filename: string; url: string; sizes?: Record<string, { filename: string | null }> }

/** Staff upload through the first process (Payload REST), as the admin's upload form does. */
const staffUpload = async (collection: 'media' | 'files', bytes: Buffer, name: string, type: string) => {
  const { status, text } = await uploadToCollection(
    inject('portalUrl'),
    collection,
    new Blob([new Uint8Array(bytes)], { type }),
    name,
    bearer(await adminLogin()),
  )
  if (status !== 201) throw new Error(`upload to ${collection} failed: ${status} ${text}`)
  return (JSON.parse(text) as { doc: UploadDoc }).doc
}

const wideImage = async () => (await renderArtwork({ pattern: 'waves', palette: palettes.navy, seed: 15 }, 960, 600, 'png')).data

describe('uploads in one S3 bucket shared by both processes', () => {
  let ownerToken: string
  let otherToken: string
  let privateFile: UploadedPostFile

  beforeAll(async () => {
    const [owner, other] = [await createMember('s3'), await createMember('s3')]
    // Addresses of their own: the two processes' login budget per address is small (LOGIN_BUDGET).
    ownerToken = await loginToken(owner.username, owner.password, { 'X-Forwarded-For': '198.51.100.41' })
    otherToken = await loginToken(other.username, other.password, { 'X-Forwarded-For': '198.51.100.42' })
    const { httpStatus, body } = await uploadPostFile(ownerToken, 'image', pngBytes(), 'bucket-photo.png', 'image/png')
    if (httpStatus !== 200 || !body.data) throw new Error(`post file upload failed: ${httpStatus} ${JSON.stringify(body)}`)
    privateFile = body.data
  })

  it("a member's upload through one process is an object in the bucket, on neither process's disk", async () => {
    const stored = await bucketObject(`post-files/${privateFile.filename}`)
    expect(stored.status).toBe(200)
    expect(await bytesOf(stored)).toEqual(pngBytes())
    expect(onEitherDisk('post-files', privateFile.filename)).toBe(false)
  })

  it('its owner downloads it byte-identical through the other process', async () => {
    const response = await fetch(`${second()}${privateFile.url}`, { headers: bearer(ownerToken) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(await bytesOf(response)).toEqual(pngBytes())
  })

  it('the file only its owner may read is refused to another member and to a guest', async () => {
    for (const headers of [bearer(otherToken), {}]) {
      const response = await fetch(`${second()}${privateFile.url}`, { headers })
      expect(response.status).toBe(403)
      expect((await bytesOf(response)).includes(pngBytes())).toBe(false)
    }
  })

  it('public media uploaded through one process is served to a guest by the other', async () => {
    const image = await wideImage()
    const media = await staffUpload('media', image, 'bucket-banner.png', 'image/png')
    expect(onEitherDisk('media', media.filename)).toBe(false)
    const response = await fetch(`${second()}${media.url}`)
    expect(response.status).toBe(200)
    expect(await bytesOf(response)).toEqual(image)
  })

  it('an attachment from the bucket is still served as a download under its chosen name, never opened in the portal', async () => {
    const attachment = await staffUpload('files', pdfBytes(), 'bucket-guide.pdf', 'application/pdf')
    const response = await fetch(`${second()}${attachment.url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="bucket-guide.pdf"; filename*=UTF-8''bucket-guide.pdf`)
    expect(await bytesOf(response)).toEqual(pdfBytes())
  })

  it("the demo seed's images went to the bucket and are served from it", async () => {
    const { body } = await requestJsonAt<ApiEnvelope<Banner[]>>(second(), '/api/v1/main/benefit')
    const imageUrl = body.data![0]!.imageUrl
    const stored = await bucketObject(`media/${decodeURIComponent(imageUrl.split('/').pop()!)}`)
    expect(stored.status).toBe(200)
    const served = await fetch(`${second()}${imageUrl}`)
    expect(served.status).toBe(200)
    expect(await bytesOf(served)).toEqual(await bytesOf(stored))
  })

  it('deleting the document removes its object and its resized copy from the bucket', async () => {
    const media = await staffUpload('media', await wideImage(), 'bucket-removed.png', 'image/png')
    const keys = [`media/${media.filename}`, `media/${media.sizes!.card!.filename}`]
    expect((await Promise.all(keys.map(bucketObject))).map((object) => object.status)).toEqual([200, 200])
    const deleted = await fetch(`${second()}/api/media/${media.id}`, { method: 'DELETE', headers: bearer(await adminLogin()) })
    expect(deleted.status).toBe(200)
    expect((await Promise.all(keys.map(bucketObject))).map((object) => object.status)).toEqual([404, 404])
  })
})
