import { boardMessages } from './board-messages'
import classes from './board-total.module.css'

/** "총 N건" with the current page, above a board list. */
export function BoardTotal({ total, page, pageCount }: { total: number; page: number; pageCount: number }) {
  return (
    <p className={classes.total}>
      <span>
        <strong>{boardMessages.totalCount(total)}</strong>
      </span>
      <span className={classes.page}>{boardMessages.pageStatus(page, pageCount)}</span>
    </p>
  )
}
