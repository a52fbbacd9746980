import { BrowserQRCodeReader } from '@zxing/browser'

export type StopScanner = () => void

/**
 * The camera behind the check-in page, the one place that knows @zxing/browser: reads QR codes from
 * the back camera (no device id: the library asks for `facingMode: 'environment'`, a phone's back
 * camera, and takes any camera on a laptop) into `video`, calling `onCode` with each code it reads.
 * Resolves once the camera runs, with the function that stops it and releases the camera.
 */
export async function startQrScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<StopScanner> {
  const reader = new BrowserQRCodeReader()
  const controls = await reader.decodeFromVideoDevice(undefined, video, (result) => {
    if (result) onCode(result.getText())
  })
  return () => controls.stop()
}
