import { formatSeoulDate, formatSeoulDateTime } from '../../../../contract/date-format'
import { site } from '../../../../contract/site'
import { escapeHtml } from '../../../platform/text/escape-html'
import type { DataField, DataValue, MyData } from './my-data'

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const text = (value: DataValue): string => {
  if (value === null) return '-'
  if (typeof value === 'boolean') return value ? '예' : '아니오'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return escapeHtml(isoMoment.test(value) ? formatSeoulDateTime(value) : value)
  if (value.length === 0) return '-'
  // A group is one list of fields; an array (처리 이력) is a list of them.
  return Array.isArray(value[0]) ? `<ol>${(value as DataField[][]).map((row) => `<li>${fields(row)}</li>`).join('')}</ol>` : fields(value as DataField[])
}

const fields = (row: DataField[]) => `<dl>${row.map(({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${text(value)}</dd>`).join('')}</dl>`

const style =
  'body{font-family:"Pretendard","Noto Sans KR",sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.5}' +
  'h1{font-size:1.5rem}h2{font-size:1.2rem;border-bottom:2px solid #1c4e9b;padding-bottom:.25rem;margin-top:2rem}' +
  'dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}dt{color:#555}dd{margin:0;white-space:pre-wrap}' +
  'section>dl,li>dl,article{border:1px solid #ddd;border-radius:6px;padding:.75rem;margin:.5rem 0}ol{padding-left:1.25rem}table{border-collapse:collapse;width:100%}' +
  'th,td{border:1px solid #ddd;padding:.4rem;text-align:left}'

/** The same export as the JSON file, as a page a member can read and print. */
export const myDataHtml = (data: MyData) => {
  const consents = data.consents.length
    ? `<table><thead><tr><th>일시</th><th>항목</th><th>약관 판</th><th>동의</th><th>경로</th></tr></thead><tbody>${data.consents
        .map(
          (entry) =>
            `<tr><td>${formatSeoulDateTime(entry.at)}</td><td>${escapeHtml(entry.kindLabel)}</td><td>${escapeHtml(entry.termsVersion ?? '-')}</td><td>${entry.agreed ? '동의' : '철회·미동의'}</td><td>${escapeHtml(entry.sourceLabel)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>기록이 없습니다.</p>'
  const sections = data.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.title)} (${section.rows.length}건)</h2>${section.rows.length ? section.rows.map((row) => `<article>${fields(row)}</article>`).join('') : '<p>없습니다.</p>'}</section>`,
    )
    .join('')
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>내 정보 - ${escapeHtml(site.organizationName)}</title><style>${style}</style></head><body>
<h1>${escapeHtml(site.organizationName)} 포털이 보관한 내 정보</h1>
<p>아이디 ${escapeHtml(data.loginId)} · ${formatSeoulDate(data.exportedAt)} 기준</p>
<section><h2>회원 정보</h2>${fields(data.profile)}</section>
<section><h2>약관 동의 이력</h2>${consents}</section>
${sections}
</body></html>`
}
