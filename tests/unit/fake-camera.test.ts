import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zxing from '@zxing/library'
import { describe, expect, it } from 'vitest'
import { writeQrVideo } from '../helpers/fake-camera'

const { BinaryBitmap, HybridBinarizer, PlanarYUVLuminanceSource, QRCodeReader } = zxing

describe("the e2e story's fake camera", () => {
  it('films the QR code of the ticket token, readable by the scanning library', () => {
    const token = `evt1.${'k'.repeat(86)}`
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'fake-camera-')), 'ticket.y4m')
    writeQrVideo(file, token)
    const video = readFileSync(file)
    const header = video.subarray(0, video.indexOf(10) + 1).toString()
    expect(header).toBe('YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\n')
    const frame = video.subarray(header.length + 'FRAME\n'.length)
    const picture = new PlanarYUVLuminanceSource(new Uint8ClampedArray(frame.subarray(0, 640 * 480 * 1.5)), 640, 480, 0, 0, 640, 480, false)
    expect(new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(picture))).getText()).toBe(token)
  })
})
