/** 예약번호 of the given reservations through Payload's REST API, so a bulk result names rows as staff see them. */
export const reservationNumbers = async (ids: number[]): Promise<Map<number, string>> => {
  const query = new URLSearchParams({ 'where[id][in]': ids.join(','), limit: String(ids.length), depth: '0', 'select[reservationNo]': 'true' })
  const response = await fetch(`/api/equipment-reservations?${query}`, { credentials: 'same-origin' })
  if (!response.ok) return new Map()
  const { docs } = (await response.json()) as { docs: { id: number; reservationNo: string }[] }
  return new Map(docs.map((doc) => [doc.id, doc.reservationNo]))
}
