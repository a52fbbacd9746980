import type { TechnologyDetail } from '@contract/tech-transfer'
import { Alert, Anchor, Button, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconLock } from '@tabler/icons-react'
import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { useAuth } from '@/hooks/use-auth'
import { downloadPrivateFile } from '@/lib/save-file'
import { useAgreeNda } from '../api/technologies'
import { techTransferMessages } from '../messages'
import classes from './technology-detail.module.css'

const messages = techTransferMessages.nda

type Props = Pick<TechnologyDetail, 'id' | 'detailDocument' | 'nda'>

/**
 * The detailed document as the server says the reader may have it: a way to sign in (and come back),
 * to become a 기업회원, to agree to the NDA clause's current version, or the download itself.
 */
export function DetailDocumentBox({ id, detailDocument, nda }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="detail-document-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="detail-document-title">
          <IconLock size={16} aria-hidden="true" /> {messages.title}
        </Title>
        <DocumentAccess id={id} detailDocument={detailDocument} nda={nda} />
      </Stack>
    </Paper>
  )
}

function DocumentAccess({ id, detailDocument, nda }: Props) {
  const location = useLocation()
  switch (detailDocument.access) {
    case 'none':
      return <Text size="sm">{messages.none}</Text>
    case 'signIn':
      return (
        <>
          <Text size="sm">{messages.signIn}</Text>
          <div>
            <Button size="sm" renderRoot={(props) => <Link to="/login" search={{ redirect: location.href }} {...props} />}>
              {messages.signInLink}
            </Button>
          </div>
        </>
      )
    case 'companyOnly':
      return (
        <>
          <Text size="sm">{messages.companyOnly}</Text>
          <Anchor component={Link} to="/myPage/company" size="sm">
            {messages.companyLink}
          </Anchor>
        </>
      )
    case 'agree':
      return <NdaAgreementForm id={id} nda={nda} />
    case 'open':
      return <DocumentDownload name={detailDocument.name} url={detailDocument.url} />
  }
}

function NdaAgreementForm({ id, nda }: Pick<Props, 'id' | 'nda'>) {
  const auth = useAuth()
  const agree = useAgreeNda(id, auth.userInfo?.login_id ?? null)
  const [checked, setChecked] = useState(false)
  const [missing, setMissing] = useState(false)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!checked) return setMissing(true)
        agree.mutate({ version: nda.version, agree: true })
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{messages.agreeIntro}</Text>
        <Text size="sm" fw={700}>
          {messages.version(nda.version)}
        </Text>
        <ScrollArea.Autosize mah={200} type="auto" tabIndex={0} aria-label={messages.version(nda.version)}>
          <Text size="sm" className={classes.preWrap}>
            {nda.text}
          </Text>
        </ScrollArea.Autosize>
        <Checkbox
          label={messages.agreeLabel}
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked)
            setMissing(false)
          }}
          error={missing ? messages.agreeRequired : undefined}
        />
        {agree.error && (
          <Alert color="red" role="alert">
            {agree.error.message}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={agree.isPending}>
            {messages.agree}
          </Button>
        </div>
      </Stack>
    </form>
  )
}

function DocumentDownload({ name, url }: { name: string | null; url: string | null }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!url) return <Text size="sm">{messages.none}</Text>
  const label = name ? messages.download(name) : messages.downloadDefault
  return (
    <>
      <Text size="sm">{messages.open}</Text>
      <div>
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={busy}
          onClick={() => {
            setBusy(true)
            setError(null)
            downloadPrivateFile(url, name ?? messages.downloadDefault)
              .catch((failure: Error) => setError(failure.message))
              .finally(() => setBusy(false))
          }}
        >
          {label}
        </Button>
      </div>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  )
}
