import { API_BASE, apiDownload } from '@/lib/api-client'
import { saveBlob } from '@/lib/save-file'

/** `icsPath` is the full /api/v1 path the server gave; the client adds the base itself. */
const relativeToApi = (path: string) => (path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path)

/** Saves the confirmed booking's calendar file under its reservation number. */
export async function downloadIcs(icsPath: string, reservationNo: string) {
  const blob = await apiDownload(relativeToApi(icsPath))
  saveBlob(new Blob([blob], { type: 'text/calendar' }), `${reservationNo}.ics`)
}
