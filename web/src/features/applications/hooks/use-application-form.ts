import type { ApplicationCreated } from '@contract/applications'
import type { UploadedPostFile } from '@contract/member-boards'
import type { UseMutationResult } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { ApiError } from '@/lib/api-client'
import { applicationMessages } from '../messages'

const { form } = applicationMessages

type TextKey<D> = { [Key in keyof D]: D[Key] extends string ? Key : never }[keyof D]

/** A required text box or text area of an application form, tied to its draft and its error. */
export type TextFieldProps = {
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  error: string | undefined
  required: true
}

type Options<D, K extends string, I> = {
  /** What the form opens with: the member's profile, or the application staff sent back. */
  initial: () => D
  initialAttachments: UploadedPostFile[] | undefined
  check: (draft: D, attachments: UploadedPostFile[]) => FieldErrors<K | 'privacyConsent'>
  save: UseMutationResult<ApplicationCreated, Error, I>
  input: (draft: D, attachments: UploadedPostFile[]) => I
  onSaved: (created: ApplicationCreated) => void
}

/**
 * The state of a programme's application form (기술자문, 공동기술개발): the draft, its files, the errors,
 * the preview that can send, and a question before unsaved input is left. Everything typed stays
 * when the server refuses it; only a saved application leaves the page without asking.
 */
export function useApplicationForm<D extends { privacyConsent: boolean }, K extends string, I>({
  initial,
  initialAttachments,
  check,
  save,
  input,
  onSaved,
}: Options<D, K, I>) {
  const [draft, setDraft] = useState<D>(initial)
  const [attachments, setAttachments] = useState<UploadedPostFile[]>(initialAttachments ?? [])
  const [uploading, setUploading] = useState(0)
  const { errors, hasErrors, validate: validated } = useFieldErrors(() => check(draft, attachments))
  const [previewing, setPreviewing] = useState(false)
  const [dirty, setDirty] = useState(false)
  const leaving = useRef(false)

  useBlocker({ shouldBlockFn: () => dirty && !leaving.current && !window.confirm(form.leaveConfirm), enableBeforeUnload: () => dirty && !leaving.current })

  const set = (change: Partial<D>) => {
    setDraft((current) => ({ ...current, ...change }))
    setDirty(true)
  }
  const text = (key: K & TextKey<D>): TextFieldProps => ({
    value: draft[key] as string,
    onChange: (event) => set({ [key]: event.currentTarget.value } as Partial<D>),
    error: errors[key],
    required: true,
  })

  const send = () => {
    if (!validated()) return setPreviewing(false)
    // The promise, not mutate's callbacks: those are dropped when the form unmounts first, as it does
    // when the request's refetch shows it is no longer 보완요청 before the answer has been handled.
    save.mutateAsync(input(draft, attachments)).then(
      (created) => {
        leaving.current = true
        onSaved(created)
      },
      () => setPreviewing(false),
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  return {
    draft,
    set,
    text,
    errors,
    submit,
    /** For `ApplicationContentFieldset`'s file picker: nothing is sent while a file is still uploading. */
    files: {
      files: attachments,
      onChange: (files: UploadedPostFile[]) => {
        setAttachments(files)
        setDirty(true)
      },
      onBusyChange: (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1)),
    },
    /** For `PrivacyConsentFieldset`, which adds the form's wording. */
    consent: {
      checked: draft.privacyConsent,
      onChange: (privacyConsent: boolean) => set({ privacyConsent } as Partial<D>),
      error: errors.privacyConsent,
    },
    /** For `ApplicationFormFooter`, which adds the submit label and where 취소 goes. */
    footer: {
      invalid: hasErrors,
      saveError: save.error?.message ?? null,
      // The server answers 403 when the member's class or company may not file this programme.
      classRefused: save.error instanceof ApiError && save.error.httpStatus === 403,
      busy: uploading > 0,
      saving: save.isPending,
      onPreview: () => validated() && setPreviewing(true),
    },
    /** For `ApplicationPreviewModal`, which adds the submit label and the rows. */
    preview: { opened: previewing, onClose: () => setPreviewing(false), onSubmit: send, submitting: save.isPending, attachments },
  }
}
