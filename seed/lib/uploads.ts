import { type AttachmentKey, type AttachmentSpec, attachments } from '../data/attachments'
import type { ArtSpec } from './art'
import { type SeedContext, track } from './context'
import { buildPdf, buildText } from './documents'
import { type RenderedImage, renderArtwork } from './images'
import { systemAccess } from '../../cms/platform/access/system-access'

export type ImageInput = { filename: string; alt: string; art: ArtSpec; width: number; height: number }

/**
 * Renders every picture first (sharp works in parallel on its own threads), then stores them one
 * after another through the `media` collection, which also makes the 640×400 card size.
 */
export const createImages = async <K extends string>(ctx: SeedContext, inputs: Record<K, ImageInput>): Promise<Record<K, number>> => {
  const entries = Object.entries(inputs) as [K, ImageInput][]
  const rendered = await Promise.all(entries.map(([, input]) => renderArtwork(input.art, input.width, input.height, 'jpeg')))
  const ids = {} as Record<K, number>
  for (const [index, [key, input]] of entries.entries()) {
    const image = rendered[index]!
    const doc = await ctx.payload.create({
      collection: 'media',
      data: { alt: input.alt },
      file: { data: image.data, mimetype: image.mimetype, name: input.filename, size: image.size },
      ...systemAccess('seed'),
    })
    ids[key] = track(ctx, 'media', doc).id
  }
  return ids
}

const attachmentBytes = async (spec: AttachmentSpec): Promise<RenderedImage> => {
  if (spec.kind === 'png') return renderArtwork(spec.art, spec.width, spec.height, 'png')
  const data = spec.kind === 'pdf' ? buildPdf({ title: spec.heading, lines: spec.lines }) : buildText(spec.lines)
  return { data, mimetype: spec.kind === 'pdf' ? 'application/pdf' : 'text/plain', size: data.length }
}

/** Uploads each attachment once, however many posts link it; returns the `files` ids by key. */
export const createAttachments = async (ctx: SeedContext, keys: Iterable<AttachmentKey>): Promise<Map<AttachmentKey, number>> => {
  const unique = [...new Set(keys)]
  const bytes = await Promise.all(unique.map((key) => attachmentBytes(attachments[key])))
  const ids = new Map<AttachmentKey, number>()
  for (const [index, key] of unique.entries()) {
    const spec = attachments[key]
    const file = bytes[index]!
    const doc = await ctx.payload.create({
      collection: 'files',
      data: { title: spec.title },
      file: { data: file.data, mimetype: file.mimetype, name: spec.filename, size: file.size },
      ...systemAccess('seed'),
    })
    ids.set(key, track(ctx, 'files', doc).id)
  }
  return ids
}
