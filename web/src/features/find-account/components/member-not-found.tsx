import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'

/** /login/findPw02-2: spec §8's "no registered member" for find password, with a way back. */
export function MemberNotFound() {
  return (
    <FindAccountPanel
      actions={
        <>
          <Button size="md" renderRoot={(props) => <Link to="/login/findPw01" {...props} />}>
            {m.retry}
          </Button>
          <Button size="md" variant="default" renderRoot={(props) => <Link to="/login/findId01" {...props} />}>
            {m.findIdTab}
          </Button>
        </>
      }
    >
      <FindResultMessage tone="notice" message={m.memberNotFound} hint={m.memberNotFoundHint} />
    </FindAccountPanel>
  )
}
