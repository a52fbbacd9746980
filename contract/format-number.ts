/**
 * A count or an amount with thousands separators, as ko-KR writes it (1,234). Written out rather than
 * `toLocaleString('ko-KR')`: the first Intl call of a page loads the locale's data, ≈ 12 ms on an
 * ordinary phone, inside the render of every list page's first paint.
 */
export const formatNumber = (value: number) => {
  const [whole, fraction] = String(value).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}
