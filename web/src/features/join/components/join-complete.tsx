import { Button } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { readAfterJoin } from '@/lib/after-join'
import { useJoinFlow } from '../hooks/use-join-flow'
import { joinText } from '../messages'
import { JoinSteps } from './join-steps'
import step from './join-step.module.css'
import classes from './join-complete.module.css'

/** Step 5: the welcome, and the way to the login page (and back to an invite that sent the guest here). */
export function JoinComplete() {
  const { joined } = useJoinFlow()
  return (
    <div>
      <JoinSteps current={4} />
      <section className={classes.complete} aria-labelledby="join-complete-title">
        <IconCircleCheck size={56} stroke={1.4} className={classes.icon} aria-hidden="true" />
        <h2 id="join-complete-title" className={classes.title}>
          {joinText.completeTitle}
        </h2>
        {joined && <p className={classes.body}>{joinText.completeBody(joined.user_nm, joined.login_id)}</p>}
        <div className={step.actions}>
          <Button variant="default" size="md" renderRoot={(props) => <Link to="/" {...props} />}>
            {joinText.goHome}
          </Button>
          <Button size="md" renderRoot={(props) => <Link to="/login" search={{ redirect: readAfterJoin() }} {...props} />}>
            {joinText.goLogin}
          </Button>
        </div>
      </section>
    </div>
  )
}
