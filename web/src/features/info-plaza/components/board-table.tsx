import type { BoardPostSummary } from '@contract/boards'
import { Badge, Table } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { formatDate } from '@/utils/format-date'
import { boardPaths } from '../boards'
import { infoPlazaMessages } from '../messages'
import classes from './board-table.module.css'

type BoardRowsProps = {
  board: 'notice' | 'reference'
  caption: string
  posts: BoardPostSummary[]
  /** The number shown on the first row; rows count down from it. */
  firstNumber: number
}

const { columns } = infoPlazaMessages

/** Desktop board list: 번호, 분류, 제목, 작성자, 등록일, 조회수. */
export function BoardTable({ board, caption, posts, firstNumber }: BoardRowsProps) {
  return (
    <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
      <caption className={classes.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.number}>{columns.number}</Table.Th>
          <Table.Th className={classes.category}>{columns.category}</Table.Th>
          <Table.Th>{columns.title}</Table.Th>
          <Table.Th className={classes.author}>{columns.author}</Table.Th>
          <Table.Th className={classes.date}>{columns.date}</Table.Th>
          <Table.Th className={classes.views}>{columns.views}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {posts.map((post, index) => (
          <Table.Tr key={post.id} data-pinned={post.pinned || undefined}>
            <Table.Td className={classes.number}>{post.pinned ? <Badge size="sm">{infoPlazaMessages.pinned}</Badge> : firstNumber - index}</Table.Td>
            <Table.Td className={classes.category}>{post.categoryLabel}</Table.Td>
            <Table.Td className={classes.titleCell}>
              <Link to={boardPaths[board].detail} search={{ id: post.id }} className={classes.titleLink}>
                {post.title}
              </Link>
              {post.attachmentCount > 0 && <IconPaperclip size={16} className={classes.attachment} role="img" aria-label={infoPlazaMessages.hasAttachment} />}
            </Table.Td>
            <Table.Td className={classes.author}>{post.author}</Table.Td>
            <Table.Td className={classes.date}>{formatDate(post.publishedAt)}</Table.Td>
            <Table.Td className={classes.views}>{post.viewCount.toLocaleString('ko-KR')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Mobile board list: the title with its meta line underneath. */
export function BoardMobileList({ board, caption, posts }: Omit<BoardRowsProps, 'firstNumber'>) {
  return (
    <ul className={classes.mobileList} aria-label={caption}>
      {posts.map((post) => (
        <li key={post.id} className={classes.mobileItem} data-pinned={post.pinned || undefined}>
          <Link to={boardPaths[board].detail} search={{ id: post.id }} className={classes.mobileLink}>
            {post.pinned && (
              <Badge size="sm" className={classes.mobileBadge}>
                {infoPlazaMessages.pinned}
              </Badge>
            )}
            <span className={classes.mobileTitle}>{post.title}</span>
            {post.attachmentCount > 0 && <IconPaperclip size={15} role="img" aria-label={infoPlazaMessages.hasAttachment} />}
          </Link>
          <p className={classes.mobileMeta}>
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
