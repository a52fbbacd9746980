import { Pagination } from '@mantine/core'
import { boardMessages } from './board-messages'
import classes from './board-paging.module.css'

type BoardPagingProps = { page: number; pageCount: number; onChange: (page: number) => void }

/** The paging footer of a board list (28px controls, set in the theme). */
export function BoardPaging({ page, pageCount, onChange }: BoardPagingProps) {
  if (pageCount <= 1) return null
  return (
    <nav className={classes.paging} aria-label={boardMessages.pagination}>
      <Pagination
        value={Math.min(page, pageCount)}
        total={pageCount}
        onChange={onChange}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': `${item} 페이지` })}
      />
    </nav>
  )
}

const controlLabels = { first: '첫 페이지', previous: '이전 페이지', next: '다음 페이지', last: '마지막 페이지' } as const
