import { type CollaborationContact, memberPostLimits, type MemberPostDetail, type MemberPostInput, type UploadedPostFile } from '@contract/member-boards'
import { accountRules } from '@contract/account-rules'
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { PostFilePicker } from '@/components/upload/post-file-picker'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { postTypesQueryOptions } from '../api/get-member-posts'
import { useSaveMemberPost } from '../api/save-member-post'
import type { MemberBoardView } from '../member-board-views'
import { memberBoardMessages } from '../messages'
import { CollaborationContactFields, CollaborationProgramme } from './collaboration-contact-fields'
import { PostPreviewModal } from './post-preview-modal'
import { RichTextField } from './rich-text-field'

const { form } = memberBoardMessages
const emptyContact: CollaborationContact = { company: '', contactName: '', phone: '', email: '' }

type Errors = FieldErrors<'type' | 'title' | 'content' | 'contact' | 'email' | 'consent'>

type MemberPostFormProps = {
  view: MemberBoardView
  /** The post being edited; a new post when absent. */
  post?: MemberPostDetail
  /** What a new collaboration request starts from: the member's contact and the programme it is about. */
  prefill?: { contact: CollaborationContact; programme?: { id: number; title: string } }
}

/**
 * Spec §2 write form: 유형, title with counter, images and attachments ("최대 20MB, 3개까지"), the
 * rich-text body with counter, 비밀글, on the collaboration board the contact and privacy consent,
 * then 미리보기 or 등록. Everything typed stays when the server refuses it.
 */
export function MemberPostForm({ view, post, prefill }: MemberPostFormProps) {
  const { data: types } = useSuspenseQuery(postTypesQueryOptions(view.board))
  const navigate = useNavigate()
  const save = useSaveMemberPost(view.board, post?.id)
  const withContact = view.board === 'collabo'

  const [typeId, setTypeId] = useState(post?.typeId ? String(post.typeId) : '')
  const [title, setTitle] = useState(post?.title ?? (prefill?.programme ? form.programmeTitle(prefill.programme.title) : ''))
  const [contentHtml, setContentHtml] = useState(post?.contentHtml ?? '')
  const [textLength, setTextLength] = useState(() =>
    post ? (new DOMParser().parseFromString(post.contentHtml, 'text/html').body.textContent?.trim().length ?? 0) : 0,
  )
  const [secret, setSecret] = useState(post?.secret ?? false)
  const [images, setImages] = useState<UploadedPostFile[]>(post?.images ?? [])
  const [attachments, setAttachments] = useState<UploadedPostFile[]>(post?.attachments ?? [])
  const [contact, setContact] = useState<CollaborationContact>(post?.contact ?? prefill?.contact ?? emptyContact)
  const [consent, setConsent] = useState(Boolean(post?.contact))
  const [busyPickers, setBusyPickers] = useState(0)
  const [previewing, setPreviewing] = useState(false)
  const [dirty, setDirty] = useState(false)
  const leaving = useRef(false)

  useBlocker({ shouldBlockFn: () => dirty && !leaving.current && !window.confirm(form.leaveConfirm), enableBeforeUnload: () => dirty && !leaving.current })

  const touched =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setDirty(true)
    }
  const busy = (value: boolean) => setBusyPickers((count) => count + (value ? 1 : -1))

  const check = (): Errors => {
    const found: Errors = {}
    if (!typeId) found.type = form.typeRequired
    if (!title.trim()) found.title = form.titleRequired
    if (textLength === 0) found.content = form.contentRequired
    else if (textLength > memberPostLimits.contentMax) found.content = form.contentTooLong
    if (withContact) {
      if (Object.values(contact).some((value) => !value.trim())) found.contact = form.contactRequired
      if (contact.email.trim() && !accountRules.email.pattern.test(contact.email.trim())) found.email = accountRules.email.message
      if (!consent) found.consent = form.privacyRequired
    }
    return found
  }
  const { errors, hasErrors, validate: validated } = useFieldErrors(check)

  const input = (): MemberPostInput => ({
    typeId: Number(typeId),
    title: title.trim(),
    contentHtml,
    secret,
    imageIds: images.map((file) => file.id),
    attachmentIds: attachments.map((file) => file.id),
    ...(withContact ? { contact: { ...contact, email: contact.email.trim() }, privacyConsent: consent } : {}),
  })

  const send = () => {
    if (!validated()) return setPreviewing(false)
    save.mutate(input(), {
      onSuccess: ({ id }) => {
        leaving.current = true
        void navigate({ to: view.detail, search: { id } })
      },
      onError: () => setPreviewing(false),
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  const typeLabel = types.find((type) => String(type.id) === typeId)?.label ?? ''
  const submitLabel = post ? form.save : form.submit
  const uploading = busyPickers > 0

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {prefill?.programme && <CollaborationProgramme programme={prefill.programme} />}
        <NativeSelect
          label={form.type}
          required
          value={typeId}
          onChange={(event) => touched(setTypeId)(event.currentTarget.value)}
          data={[{ value: '', label: form.typePlaceholder, disabled: true }, ...types.map((type) => ({ value: String(type.id), label: type.label }))]}
          error={errors.type}
          maw={320}
        />
        <TextInput
          label={form.title}
          required
          value={title}
          onChange={(event) => touched(setTitle)(event.currentTarget.value)}
          maxLength={memberPostLimits.titleMax}
          placeholder={form.titlePlaceholder}
          description={form.titleCounter(title.length)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.title}
        />
        <PostFilePicker kind="image" files={images} onChange={touched(setImages)} onBusyChange={busy} />
        <PostFilePicker kind="attachment" files={attachments} onChange={touched(setAttachments)} onBusyChange={busy} />
        <RichTextField
          id="post-content"
          label={form.content}
          initialHtml={post?.contentHtml ?? ''}
          error={errors.content}
          counter={form.contentCounter(textLength)}
          onChange={(html, length) => {
            setContentHtml(html)
            setTextLength(length)
            setDirty(true)
          }}
        />
        {withContact && (
          <CollaborationContactFields
            contact={contact}
            prefilled={Boolean(prefill)}
            consent={consent}
            errors={errors}
            onContactChange={touched(setContact)}
            onConsentChange={touched(setConsent)}
          />
        )}
        <Checkbox label={form.secretLabel} checked={secret} onChange={(event) => touched(setSecret)(event.currentTarget.checked)} />
        {hasErrors && (
          <Alert color="red" role="alert">
            {form.fixErrors}
          </Alert>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="center" gap="xs">
          <Button variant="default" onClick={() => void navigate({ to: post ? view.detail : view.list, search: post ? { id: post.id } : {} })}>
            {form.cancel}
          </Button>
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden="true" />}
            onClick={() => validated() && setPreviewing(true)}
            disabled={uploading}
          >
            {form.preview}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <PostPreviewModal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        onSubmit={send}
        submitting={save.isPending}
        submitLabel={submitLabel}
        typeLabel={typeLabel}
        title={title.trim()}
        secret={secret}
        contentHtml={contentHtml}
        images={images}
        attachments={attachments}
      />
    </form>
  )
}
