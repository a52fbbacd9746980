import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'

/** /login/findPw02-1: the reset link is on its way. */
export function ResetMailSent() {
  return (
    <FindAccountPanel
      actions={
        <Button size="md" renderRoot={(props) => <Link to="/login" {...props} />}>
          {m.login}
        </Button>
      }
    >
      <FindResultMessage tone="success" message={m.resetMailSent} hint={m.resetMailHint} />
    </FindAccountPanel>
  )
}
