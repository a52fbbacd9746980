import { Alert, Anchor, Divider, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { toastDone } from '@/lib/toast'
import { myInfoQueryOptions } from '../api/get-my-info'
import { useGateExpired } from '../hooks/use-gate-expired'
import type { ProfileGate } from '../lib/profile-gate'
import { myPageMessages } from '../messages'
import { AvatarField } from './avatar-field'
import { ConsentHistory } from './consent-history'
import { GateTimer } from './gate-timer'
import classes from './my-page.module.css'
import { MemberClassField } from './member-class-field'
import { MyDataDownload } from './my-data-download'
import { ProfileForm } from './profile-form'
import { SocialAccounts } from './social-accounts'

const messages = myPageMessages.info

/** /myPage/myInfo: 회원정보 수정, behind the password gate, with the gate's countdown. */
export function MyInfoPage({ gate }: { gate: ProfileGate }) {
  const { expire, expireOn403 } = useGateExpired()
  const info = useQuery(myInfoQueryOptions(gate.profileToken))
  // A failure stays on the page above the sections; a success is a toast.
  const [failure, setFailure] = useState<string | null>(null)
  const onNotice = useCallback((message: string, isError: boolean) => {
    setFailure(isError ? message : null)
    if (!isError) toastDone(message)
  }, [])
  const onError = useCallback(
    (error: unknown) => {
      expireOn403(error)
      setFailure(error instanceof Error ? error.message : String(error))
    },
    [expireOn403],
  )

  useEffect(() => {
    if (info.error) expireOn403(info.error)
  }, [info.error, expireOn403])

  if (info.isPending) return <Loader />
  if (info.error) return <Alert color="red">{info.error.message}</Alert>

  return (
    <Stack gap="lg" className={classes.form}>
      <Group justify="space-between">
        <GateTimer expiresAt={gate.expiresAt} onExpire={expire} />
        <Anchor component={Link} to="/myPage/changePassword" size="sm">
          {messages.changePassword}
        </Anchor>
      </Group>
      <Text role="status" aria-live="polite" c="red" size="sm" mih={20}>
        {failure}
      </Text>
      <AvatarField profileToken={gate.profileToken} avatarUrl={info.data.avatarUrl} onNotice={onNotice} onError={onError} />
      <Divider />
      <ProfileForm info={info.data} profileToken={gate.profileToken} onNotice={onNotice} onError={onError} />
      <Divider />
      <MemberClassField memberClass={info.data.memberClass} profileToken={gate.profileToken} onNotice={onNotice} />
      <Divider />
      <SocialAccounts profileToken={gate.profileToken} accounts={info.data.socialAccounts} onNotice={onNotice} onError={onError} />
      <Divider />
      <ConsentHistory onNotice={onNotice} onError={onError} />
      <Divider />
      <MyDataDownload profileToken={gate.profileToken} onNotice={onNotice} onError={onError} />
    </Stack>
  )
}
