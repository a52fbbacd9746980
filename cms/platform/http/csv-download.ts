/**
 * A file as an attachment: the Korean name for browsers that read `filename*`, an ASCII fallback
 * for the rest, never cached (exports hold personal data).
 */
export const attachmentDownload = (file: { filename: string; body: string }, asciiName: string, contentType: string) =>
  new Response(file.body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'no-store',
    },
  })

/** A CSV file for Excel as an attachment. */
export const csvDownload = (file: { filename: string; body: string }, asciiName: string) => attachmentDownload(file, asciiName, 'text/csv; charset=utf-8')
