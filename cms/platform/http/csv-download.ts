/**
 * A CSV file for Excel as an attachment: the Korean name for browsers that read `filename*`, an ASCII
 * fallback for the rest, never cached (it holds personal data).
 */
export const csvDownload = (file: { filename: string; body: string }, asciiName: string) =>
  new Response(file.body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'no-store',
    },
  })
