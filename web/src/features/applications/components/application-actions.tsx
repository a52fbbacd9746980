import type { RequestKind } from '@/lib/queries/query-keys'
import { Button, Group } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useWithdrawApplication } from '../api/withdraw-application'
import { applicationMessages } from '../messages'
import { WithdrawConfirm } from './withdraw-confirm'

const messages = applicationMessages.my

type Props = {
  kind: RequestKind
  id: number
  canWithdraw: boolean
  /** 보완하기, when staff asked for a revision: a link to the form or a button opening it. */
  revise: ReactNode | null
  /** Anything else the member may do now (the certificate of a finished course). */
  extra?: ReactNode
  withdrawBody?: string
  onWithdrawn: () => void
}

/** What the member may do with an application in its detail: revise it, withdraw it (asked once more), and more. */
export function ApplicationActions({ kind, id, canWithdraw, revise, extra, withdrawBody = messages.withdrawBody, onWithdrawn }: Props) {
  const withdraw = useWithdrawApplication(kind)
  const [confirming, setConfirming] = useState(false)
  if (confirming)
    return (
      <WithdrawConfirm
        title={messages.withdrawTitle}
        body={withdrawBody}
        confirmLabel={messages.withdrawConfirm}
        dismissLabel={messages.dismiss}
        error={withdraw.error?.message ?? null}
        pending={withdraw.isPending}
        onDismiss={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(id, { onSuccess: onWithdrawn })}
      />
    )
  if (!revise && !canWithdraw && !extra) return null
  return (
    <Group justify="flex-end">
      {extra}
      {revise}
      {canWithdraw && (
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {messages.withdraw}
        </Button>
      )}
    </Group>
  )
}
