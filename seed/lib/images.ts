import sharp from 'sharp'
import { type ArtSpec, artworkSvg } from './art'

export type RenderedImage = { data: Buffer; mimetype: string; size: number }

export const renderArtwork = async (spec: ArtSpec, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<RenderedImage> => {
  const image = sharp(Buffer.from(artworkSvg(spec, width, height)))
  const data = format === 'png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return { data, mimetype: format === 'png' ? 'image/png' : 'image/jpeg', size: data.length }
}
