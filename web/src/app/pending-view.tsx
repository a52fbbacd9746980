import { Center, Loader } from '@mantine/core'
import classes from './pending-view.module.css'

/** What a route shows when its load outlasts the router's pending delay (the overlay covers it too). */
export function PendingView() {
  return (
    <Center className={classes.pending}>
      <Loader />
    </Center>
  )
}
