import type { BoardPostSummary } from '@contract/boards'
import { Badge, Table } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { formatDate } from '@/utils/format-date'
import { boardPaths } from '../boards'
import { infoPlazaMessages } from '../messages'
import { BoardTableFrame } from '@/components/board/board-table-frame'
import { NewPostBadge } from '@/components/board/new-post-badge'
import list from '@/components/board/board-list.module.css'
import classes from './board-table.module.css'
import { formatNumber } from '@contract/format-number'

/** The boards listed as a table of posts. */
export type TableBoard = 'notice' | 'reference' | 'training' | 'founded'

type BoardRowsProps = {
  board: TableBoard
  caption: string
  posts: BoardPostSummary[]
  /** The number shown on the first row; rows count down from it. */
  firstNumber: number
}

const { columns } = infoPlazaMessages

/** Desktop board list: 번호, 분류, 제목, 작성자, 등록일, 조회수. */
export function BoardTable({ board, caption, posts, firstNumber }: BoardRowsProps) {
  return (
    <BoardTableFrame
      caption={caption}
      columns={[
        { label: columns.number, className: classes.number },
        { label: columns.category, className: classes.category },
        { label: columns.title },
        { label: columns.author, className: classes.author },
        { label: columns.date, className: classes.date },
        { label: columns.views, className: classes.views },
      ]}
    >
      {posts.map((post, index) => (
        <Table.Tr key={post.id} data-pinned={post.pinned || undefined}>
          <Table.Td className={classes.number}>{post.pinned ? <Badge size="sm">{infoPlazaMessages.pinned}</Badge> : firstNumber - index}</Table.Td>
          <Table.Td className={classes.category}>{post.categoryLabel}</Table.Td>
          <Table.Td className={list.titleCell}>
            <Link to={boardPaths[board].detail} search={{ id: post.id }} className={list.titleLink}>
              {post.title}
            </Link>
            <NewPostBadge isNew={post.isNew} />
            {post.attachmentCount > 0 && <IconPaperclip size={16} className={classes.attachment} role="img" aria-label={infoPlazaMessages.hasAttachment} />}
          </Table.Td>
          <Table.Td className={classes.author}>{post.author}</Table.Td>
          <Table.Td className={classes.date}>{formatDate(post.publishedAt)}</Table.Td>
          <Table.Td className={classes.views}>{formatNumber(post.viewCount)}</Table.Td>
        </Table.Tr>
      ))}
    </BoardTableFrame>
  )
}

/** Mobile board list: the title with its meta line underneath. */
export function BoardMobileList({ board, caption, posts }: Omit<BoardRowsProps, 'firstNumber'>) {
  return (
    <ul className={list.mobileList} aria-label={caption}>
      {posts.map((post) => (
        <li key={post.id} className={list.mobileItem} data-pinned={post.pinned || undefined}>
          <Link to={boardPaths[board].detail} search={{ id: post.id }} className={classes.mobileLink}>
            {post.pinned && (
              <Badge size="sm" className={classes.mobileBadge}>
                {infoPlazaMessages.pinned}
              </Badge>
            )}
            <span className={classes.mobileTitle}>{post.title}</span>
            <NewPostBadge isNew={post.isNew} />
            {post.attachmentCount > 0 && <IconPaperclip size={15} role="img" aria-label={infoPlazaMessages.hasAttachment} />}
          </Link>
          <p className={list.mobileMeta}>
            <span>{post.categoryLabel}</span>
            <span>{post.author}</span>
            <span>{formatDate(post.publishedAt)}</span>
            <span>{infoPlazaMessages.views(post.viewCount)}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
