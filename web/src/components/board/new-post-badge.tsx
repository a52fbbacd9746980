import { Badge } from '@mantine/core'
import { boardMessages } from './board-messages'
import classes from './new-post-badge.module.css'

/** The "N" Korean boards put after a new post's title; the server decides which posts are new. */
export function NewPostBadge({ isNew }: { isNew: boolean }) {
  if (!isNew) return null
  return (
    <Badge component="span" size="xs" color="red" radius="sm" className={classes.badge} role="img" aria-label={boardMessages.newPost}>
      {boardMessages.newPostMark}
    </Badge>
  )
}
