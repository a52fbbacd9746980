import { IconFileOff } from '@tabler/icons-react'
import { boardMessages } from './board-messages'
import classes from './board-empty.module.css'

export function BoardEmpty({ searched }: { searched: boolean }) {
  return (
    <div className={classes.empty}>
      <IconFileOff size={40} stroke={1.4} aria-hidden="true" />
      <p>{searched ? boardMessages.noResults : boardMessages.empty}</p>
    </div>
  )
}
