import type { AdminViewServerProps, CollectionSlug, Payload } from 'payload'
import React from 'react'
import { AdminViewPage } from '../../../platform/admin/shared/admin-view-page'
import { accessActionLabels, accessActions } from '../../../../contract/access-log'
import { formatSeoulDateTime } from '../../../../contract/date-format'
import { hasAdminRole } from '../../../platform/access/roles'
import type { AccessLog } from '../../../payload-types'
import { messages } from '../messages'
import { checkAccessLogChain } from '../services/check-chain'
import { loadMonthlyReview } from '../services/monthly-review'
import { reviewFilterOf } from '../services/review-filter'
import { volumeRule } from '../services/volume-rule'
import { MarkReviewedButton } from './mark-reviewed-button'

const text = messages.review
const cell: React.CSSProperties = { borderBottom: '1px solid var(--theme-elevation-100)', padding: '8px', textAlign: 'left', verticalAlign: 'top' }
const numeric: React.CSSProperties = { ...cell, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }
const unusualRow: React.CSSProperties = { background: 'var(--theme-warning-100)' }
const field: React.CSSProperties = { display: 'grid', gap: 4 }
const input: React.CSSProperties = { font: 'inherit', padding: '6px 8px' }

const average = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 1 })

/** A collection as staff know it (회원, 기술자문 신청), not by its slug. */
const collectionLabel = (payload: Payload, slug: string) => {
  const singular = payload.collections[slug as CollectionSlug]?.config.labels.singular
  return typeof singular === 'string' ? singular : slug
}

/** Which record or export an entry is about, as staff read it. */
const target = (payload: Payload, entry: AccessLog) => {
  if (entry.exportName) return entry.exportName
  const label = collectionLabel(payload, entry.collection)
  return entry.recordId ? `${label} #${entry.recordId}` : `${label} · ${text.listOf(entry.count ?? 0)}`
}

/** /admin/access-log-review: one month of the access log, each account's volume, the 점검 완료 mark and the chain check. */
export const AccessLogReviewView = async ({ initPageResult, params, searchParams }: AdminViewServerProps) => {
  const { req } = initPageResult
  const admin = hasAdminRole(req.user)
  const query = (searchParams ?? {}) as Record<string, string | string[] | undefined>
  const { filter, bad } = reviewFilterOf(query, new Date())
  const review = admin ? await loadMonthlyReview(req, filter) : null
  const chain = admin && query.check === '1' ? await checkAccessLogChain(req) : null

  return (
    <AdminViewPage initPageResult={initPageResult} params={params} searchParams={searchParams} title={text.title}>
      {!review ? (
        <p role="alert">{messages.adminOnly}</p>
      ) : (
        <>
          <p>{text.intro}</p>
          {bad && <p role="alert">{text.badFilter}</p>}
          {/* A plain GET form keeps the filter in the address, so a reviewed month can be reopened and shared. */}
          <form method="get" style={{ alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 8, margin: '16px 0 24px' }}>
            <label style={field}>
              {text.month}
              <input type="month" name="month" defaultValue={filter.month} required style={input} />
            </label>
            <label style={field}>
              {text.account}
              <input name="loginId" defaultValue={filter.loginId ?? ''} maxLength={100} style={input} />
            </label>
            <label style={field}>
              {text.action}
              <select name="action" defaultValue={filter.action ?? ''} style={input}>
                <option value="">{text.anyAction}</option>
                {accessActions.map((action) => (
                  <option key={action} value={action}>
                    {accessActionLabels[action]}
                  </option>
                ))}
              </select>
            </label>
            <label style={field}>
              {text.member}
              <input name="member" inputMode="numeric" defaultValue={filter.subjectId ?? ''} style={{ ...input, width: 120 }} />
            </label>
            <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
              {text.show}
            </button>
            <a href="?" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
              {text.reset}
            </a>
          </form>

          <section aria-labelledby="review-mark" style={{ marginBottom: 24 }}>
            <h2 id="review-mark" style={{ fontSize: 18, margin: '0 0 8px' }}>
              {text.reviewedTitle}
            </h2>
            {review.review ? (
              <p>{text.reviewed(review.review.reviewerLoginId ?? '', formatSeoulDateTime(review.review.reviewedAt))}</p>
            ) : (
              <>
                <p>{text.notReviewed}</p>
                <MarkReviewedButton month={filter.month} />
              </>
            )}
          </section>

          <section aria-labelledby="review-volume" style={{ marginBottom: 24 }}>
            <h2 id="review-volume" style={{ fontSize: 18, margin: '0 0 4px' }}>
              {text.volumeTitle}
            </h2>
            <p style={{ margin: '0 0 8px' }}>{text.volumeIntro(volumeRule.historyMonths)}</p>
            {review.volumes.length === 0 ? (
              <p>{text.volumeEmpty}</p>
            ) : (
              <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-labelledby="review-volume">
                <thead>
                  <tr>
                    <th style={cell}>{text.columnAccount}</th>
                    <th style={numeric}>{text.columnViews}</th>
                    <th style={numeric}>{text.columnViewsAverage}</th>
                    <th style={numeric}>{text.columnDownloads}</th>
                    <th style={numeric}>{text.columnDownloadsAverage}</th>
                  </tr>
                </thead>
                <tbody>
                  {review.volumes.map((volume) => (
                    <tr key={volume.accountId} style={volume.unusual ? unusualRow : undefined} data-unusual={volume.unusual || undefined}>
                      <th scope="row" style={cell}>
                        {volume.loginId} {volume.unusual && <strong>({text.unusual})</strong>}
                      </th>
                      <td style={numeric}>{volume.views.toLocaleString('ko-KR')}</td>
                      <td style={numeric}>{average(volume.viewsAverage)}</td>
                      <td style={numeric}>{volume.downloads.toLocaleString('ko-KR')}</td>
                      <td style={numeric}>{average(volume.downloadsAverage)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="review-entries" style={{ marginBottom: 24 }}>
            <h2 id="review-entries" style={{ fontSize: 18, margin: '0 0 8px' }}>
              {text.entriesTitle(review.total)}
            </h2>
            {review.total > review.entries.length && <p>{text.entriesShown(review.entries.length)}</p>}
            {review.entries.length === 0 ? (
              <p>{text.entriesEmpty}</p>
            ) : (
              <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-labelledby="review-entries">
                <thead>
                  <tr>
                    <th style={cell}>{text.columnAt}</th>
                    <th style={cell}>{text.columnWho}</th>
                    <th style={cell}>{text.columnAddress}</th>
                    <th style={cell}>{text.columnAction}</th>
                    <th style={cell}>{text.columnTarget}</th>
                    <th style={cell}>{text.columnSubject}</th>
                    <th style={cell}>{text.columnReason}</th>
                  </tr>
                </thead>
                <tbody>
                  {review.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                        <a href={`/admin/collections/access-logs/${entry.id}`}>{formatSeoulDateTime(entry.at)}</a>
                      </td>
                      <td style={cell}>{entry.loginId}</td>
                      <td style={cell}>{entry.clientIp}</td>
                      <td style={cell}>{accessActionLabels[entry.action]}</td>
                      <td style={cell}>{target(req.payload, entry)}</td>
                      <td style={cell}>{entry.subjectId ?? ''}</td>
                      <td style={cell}>{entry.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="review-chain">
            <h2 id="review-chain" style={{ fontSize: 18, margin: '0 0 4px' }}>
              {text.chainTitle}
            </h2>
            <p style={{ margin: '0 0 8px' }}>{text.chainIntro}</p>
            <form method="get">
              <input type="hidden" name="month" value={filter.month} />
              <input type="hidden" name="check" value="1" />
              <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
                {text.checkChain}
              </button>
            </form>
            {chain && (
              <p role="status" style={{ fontWeight: 600 }}>
                {chain.firstBroken ? text.chainBroken(chain.firstBroken.id, formatSeoulDateTime(chain.firstBroken.at)) : text.chainIntact(chain.checked)}
              </p>
            )}
          </section>
        </>
      )}
    </AdminViewPage>
  )
}
