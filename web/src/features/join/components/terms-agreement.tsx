import { Button, Checkbox, Input, Modal } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import type { UserInfoDraft } from '../join-flow-store'
import { joinText, marketingTerms } from '../messages'
import classes from './terms-agreement.module.css'

type Agreements = UserInfoDraft['agreements']
type Key = keyof Agreements

/** Renders a policy's full text; the route passes in the /terms page's own content. */
export type RenderTerms = (key: 'terms' | 'privacy') => ReactNode

type TermsAgreementProps = {
  value: Agreements
  onChange: (value: Agreements) => void
  renderTerms: RenderTerms
  error?: string
}

const items: { key: Key; label: string; title: string }[] = [
  { key: 'terms', label: joinText.agreeTerms, title: joinText.termsTitle },
  { key: 'privacy', label: joinText.agreePrivacy, title: joinText.privacyTitle },
  { key: 'marketing', label: joinText.agreeMarketing, title: joinText.agreeMarketing },
]

/** 전체 동의 plus each agreement with a 전체보기 modal. */
export function TermsAgreement({ value, onChange, renderTerms, error }: TermsAgreementProps) {
  const [open, setOpen] = useState<(typeof items)[number] | null>(null)
  const checkedCount = items.filter((item) => value[item.key]).length
  const setAll = (checked: boolean) => onChange({ terms: checked, privacy: checked, marketing: checked })

  return (
    <Input.Wrapper label={joinText.agreements} withAsterisk error={error} labelElement="div" className={classes.wrapper}>
      <div className={classes.box}>
        <Checkbox
          label={joinText.agreeAll}
          checked={checkedCount === items.length}
          indeterminate={checkedCount > 0 && checkedCount < items.length}
          onChange={(event) => setAll(event.currentTarget.checked)}
          classNames={{ label: classes.allLabel }}
          className={classes.all}
        />
        {items.map((item) => (
          <div key={item.key} className={classes.item}>
            <Checkbox label={item.label} checked={value[item.key]} onChange={(event) => onChange({ ...value, [item.key]: event.currentTarget.checked })} />
            <Button variant="subtle" size="compact-sm" onClick={() => setOpen(item)} aria-label={joinText.viewTermsOf(item.title)}>
              {joinText.viewTerms}
            </Button>
          </div>
        ))}
      </div>
      {/* Mantine's default layer (200) ties with the fixed site header; above it the backdrop covers the header too. */}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title}
        size="lg"
        zIndex={1100}
        closeButtonProps={{ 'aria-label': joinText.closeModal }}
      >
        {open && (
          <div className={classes.terms}>{open.key === 'marketing' ? marketingTerms.map((line) => <p key={line}>{line}</p>) : renderTerms(open.key)}</div>
        )}
        <Button fullWidth mt="md" onClick={() => setOpen(null)}>
          {joinText.closeModal}
        </Button>
      </Modal>
    </Input.Wrapper>
  )
}
