import type { MyDataFormat } from '../../../../contract/privacy'
import type { MyData } from './my-data'
import { myDataHtml } from './my-data-html'

const types: Record<MyDataFormat, string> = { json: 'application/json; charset=utf-8', html: 'text/html; charset=utf-8' }

/** The export as a file to save, never cached on the way (it is the member's whole record). */
export const myDataFile = (data: MyData, format: MyDataFormat) => {
  const day = data.exportedAt.slice(0, 10).replaceAll('-', '')
  const filename = `my-data-${day}.${format}`
  const body = format === 'json' ? JSON.stringify(data, null, 2) : myDataHtml(data)
  return new Response(body, {
    headers: {
      'Content-Type': types[format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
