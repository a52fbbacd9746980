import { BrowserQRCodeReader } from '@zxing/browser'

export type StopScanner = () => void

/**
 * The camera behind the check-in page, the one place that knows @zxing/browser: reads QR codes from
 * the back camera (`facingMode: 'environment'`, a phone's back camera; any camera on a laptop) into
 * `video`, calling `onCode` with each code it reads. Resolves once the camera runs, with the function
 * that stops it and releases the camera.
 *
 * The page opens the stream and starts the picture itself: the library's own start gives up when the
 * picture has not begun within 5 s, and never settles when it begins just after, so a busy phone
 * was left with a camera that never read.
 */
export async function startQrScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<StopScanner> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
  const release = () => stream.getTracks().forEach((track) => track.stop())
  try {
    video.srcObject = stream
    await video.play()
    const controls = await new BrowserQRCodeReader().decodeFromVideoElement(video, (result) => {
      if (result) onCode(result.getText())
    })
    return () => {
      controls.stop()
      release()
      video.srcObject = null
    }
  } catch (error) {
    release()
    throw error
  }
}
