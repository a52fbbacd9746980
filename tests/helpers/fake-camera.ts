import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
/** The white margin a QR code needs around it to be found (four modules, as the standard asks). */
const QUIET_ZONE = 4
/** Chromium plays the file in a loop: a few identical frames are a still picture. */
const FRAMES = 5

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing the QR code
 * of `text`: a 640×480 Y4M (I420) with the code's modules scaled up, black on white, in the middle.
 * Only the luma plane carries the picture; the chroma planes at 128 leave it grey-scale.
 */
export const writeQrVideo = (file: string, text: string) => {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules
  const scale = Math.floor((HEIGHT - 40) / (size + 2 * QUIET_ZONE))
  const side = (size + 2 * QUIET_ZONE) * scale
  const left = Math.floor((WIDTH - side) / 2)
  const top = Math.floor((HEIGHT - side) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255)
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) {
      if (!data[row * size + col]) continue
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + QUIET_ZONE) * scale + y) * WIDTH + left + (col + QUIET_ZONE) * scale
        luma.fill(0, start, start + scale)
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: FRAMES }, () => frame)]))
}
