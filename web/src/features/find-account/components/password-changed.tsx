import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'

/** /login/changePwComplete. */
export function PasswordChanged() {
  return (
    <FindAccountPanel
      actions={
        <Button size="md" renderRoot={(props) => <Link to="/login" {...props} />}>
          {m.login}
        </Button>
      }
    >
      <FindResultMessage tone="success" message={m.passwordChanged} hint={m.passwordChangedHint} />
    </FindAccountPanel>
  )
}
