'use client'
import React, { useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type DownloadReason, downloadReasonDetailMax, downloadReasons, otherDownloadReason, withDownloadReason } from '../../../../contract/access-log'
import { sharedAdminMessages as messages } from './messages'

const field: React.CSSProperties = { display: 'grid', gap: 4, marginBottom: 12 }
const input: React.CSSProperties = { font: 'inherit', padding: '6px 8px' }

/**
 * A download of members' personal data (a CSV export, a roster print): the button asks for the
 * 다운로드 사유 first (안전성 확보조치 기준 §8) and only then fetches `href` with the reason attached,
 * which the server writes into the access log and refuses the file without.
 */
export const DownloadReasonButton = ({ href, label }: { href: string; label: string }) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const hintId = useId()
  const [reason, setReason] = useState<DownloadReason>(downloadReasons[0])
  const [detail, setDetail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  // The button may sit inside a document's edit form (an admin box): the dialog is put in the page's body,
  // since a form nested in a form submits natively, and its submit stops here so it saves nothing.
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null)

  const confirm = (event: React.FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (reason === otherDownloadReason && !detail.trim()) {
      setProblem(messages.downloadReasonDetailRequired)
      return
    }
    dialog.current?.close()
    // The file arrives as an attachment, so the admin page stays where it is.
    window.location.assign(withDownloadReason(href, reason, detail.trim()))
  }

  return (
    <span ref={setAnchor}>
      <button type="button" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      {anchor &&
        createPortal(
          <dialog
            ref={dialog}
            aria-labelledby={titleId}
            style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, maxWidth: 480, padding: 24, width: '90vw' }}
          >
            <form onSubmit={confirm}>
              <h2 id={titleId} style={{ fontSize: 20, margin: '0 0 8px' }}>
                {messages.downloadReasonTitle}
              </h2>
              <p style={{ margin: '0 0 16px' }}>{messages.downloadReasonIntro}</p>
              <label style={field}>
                {messages.downloadReasonChoice}
                <select name="downloadReason" value={reason} onChange={(event) => setReason(event.target.value as DownloadReason)} style={input}>
                  {downloadReasons.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              </label>
              <label style={field}>
                {messages.downloadReasonDetail}
                <input
                  name="downloadReasonDetail"
                  value={detail}
                  maxLength={downloadReasonDetailMax}
                  aria-required={reason === otherDownloadReason}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={hintId}
                  onChange={(event) => {
                    setDetail(event.target.value)
                    setProblem(null)
                  }}
                  style={input}
                />
              </label>
              <small id={hintId} style={{ display: 'block', margin: '-8px 0 12px' }}>
                {messages.downloadReasonDetailHint}
              </small>
              {problem && (
                <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 12px' }}>
                  {problem}
                </p>
              )}
              <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
                <button type="button" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }} onClick={() => dialog.current?.close()}>
                  {messages.downloadCancel}
                </button>
                <button type="submit" className="btn btn--size-small btn--style-primary" style={{ margin: 0 }}>
                  {messages.downloadConfirm}
                </button>
              </div>
            </form>
          </dialog>,
          anchor.ownerDocument.body,
        )}
    </span>
  )
}
