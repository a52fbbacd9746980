'use client'
import { useFormFields } from '@payloadcms/ui'
import React from 'react'
import type { NotificationEvent } from '../../../../contract/notifications'
import { eventVariables, fillVariables, missingVariables } from '../event-variables'
import { notificationMessages as m } from '../messages'

const box: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '8px 12px', whiteSpace: 'pre-wrap' }

/** The event's #{변수} and the 알림톡 and 문자 texts as a member would read them (each variable shown as its name). */
export const TemplatePreview = () => {
  const event = useFormFields(([fields]) => fields.event?.value) as NotificationEvent | undefined
  const alimtalk = useFormFields(([fields]) => fields.alimtalkText?.value) as string | undefined
  const sms = useFormFields(([fields]) => fields.smsText?.value) as string | undefined
  const names = event ? (eventVariables[event] ?? []) : []
  const sample = Object.fromEntries(names.map((name) => [name, m.testValue(name)]))
  const unknown = [alimtalk ?? '', sms ?? ''].flatMap((text) => missingVariables(text, sample))

  return (
    <section aria-label={m.admin.preview} style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      <p style={{ margin: 0 }}>
        {m.admin.variables}: {names.map((name) => `#{${name}}`).join(' ')}
      </p>
      {unknown.length > 0 && (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
          {m.admin.unknownVariables([...new Set(unknown)])}
        </p>
      )}
      <strong>{m.admin.preview}</strong>
      <div style={box}>{alimtalk ? fillVariables(alimtalk, sample) : m.admin.previewEmpty}</div>
      {sms && <div style={box}>{fillVariables(sms, sample)}</div>}
    </section>
  )
}
