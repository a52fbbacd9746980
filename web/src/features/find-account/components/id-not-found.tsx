import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'

/** /login/findId02-2: spec §8's no-match message, with a new search or the join. */
export function IdNotFound() {
  return (
    <FindAccountPanel
      actions={
        <>
          <Button size="md" renderRoot={(props) => <Link to="/login/findId01" {...props} />}>
            {m.retry}
          </Button>
          <Button size="md" variant="default" renderRoot={(props) => <Link to="/join" {...props} />}>
            {m.join}
          </Button>
        </>
      }
    >
      <FindResultMessage tone="notice" message={m.idNotFound} />
    </FindAccountPanel>
  )
}
