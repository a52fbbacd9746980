/** POST one file to a Payload upload collection's REST create, as the admin's upload form sends it. */
export const uploadToCollection = async (base: string, collection: string, file: Blob, name: string, headers: Record<string, string>) => {
  const form = new FormData()
  form.append('file', file, name)
  form.append('_payload', JSON.stringify({ title: name, alt: name }))
  const response = await fetch(`${base}/api/${collection}`, { method: 'POST', body: form, headers })
  return { status: response.status, text: await response.text() }
}
