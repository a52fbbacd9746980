import type { MemberPostSummary } from '@contract/member-boards'
import { Badge, Table } from '@mantine/core'
import { formatDate } from '@/utils/format-date'
import { memberBoardMessages } from '../messages'
import { AnswerStateBadge } from './answer-state-badge'
import { MemberPostTitle } from './member-post-title'
import { BoardTableFrame } from '@/components/board/board-table-frame'
import list from '@/components/board/board-list.module.css'
import classes from './member-post-table.module.css'
import { formatNumber } from '@contract/format-number'

type MemberPostRowsProps = {
  caption: string
  posts: MemberPostSummary[]
  detailPath: string
  /** The number shown on the first row; rows count down from it. */
  firstNumber: number
}

const { columns } = memberBoardMessages

/** Spec §2 board list: 번호, 유형, 제목 (lock, comment count), 작성자, 답변 상태, 작성일, 조회. */
export function MemberPostTable({ caption, posts, detailPath, firstNumber }: MemberPostRowsProps) {
  return (
    <BoardTableFrame
      caption={caption}
      columns={[
        { label: columns.number, className: classes.number },
        { label: columns.type, className: classes.type },
        { label: columns.title },
        { label: columns.author, className: classes.author },
        { label: columns.answerState, className: classes.state },
        { label: columns.date, className: classes.date },
        { label: columns.views, className: classes.views },
      ]}
    >
      {posts.map((post, index) => (
        <Table.Tr key={post.id} data-pinned={post.pinned || undefined}>
          <Table.Td className={classes.number}>{post.pinned ? <Badge size="sm">{memberBoardMessages.pinned}</Badge> : firstNumber - index}</Table.Td>
          <Table.Td className={classes.type}>{post.typeLabel}</Table.Td>
          <Table.Td className={list.titleCell}>
            <MemberPostTitle post={post} detailPath={detailPath} />
          </Table.Td>
          <Table.Td className={classes.author}>{post.author}</Table.Td>
          <Table.Td className={classes.state}>{post.staffNotice ? '-' : <AnswerStateBadge state={post.answerState} />}</Table.Td>
          <Table.Td className={classes.date}>{formatDate(post.createdAt)}</Table.Td>
          <Table.Td className={classes.views}>{formatNumber(post.viewCount)}</Table.Td>
        </Table.Tr>
      ))}
    </BoardTableFrame>
  )
}

/** The phone list: title line, then type, author, state, date and views underneath. */
export function MemberPostMobileList({ caption, posts, detailPath }: Omit<MemberPostRowsProps, 'firstNumber'>) {
  return (
    <ul className={list.mobileList} aria-label={caption}>
      {posts.map((post) => (
        <li key={post.id} className={list.mobileItem} data-pinned={post.pinned || undefined}>
          <div className={classes.mobileTitle}>
            {post.pinned && <Badge size="sm">{memberBoardMessages.pinned}</Badge>}
            <MemberPostTitle post={post} detailPath={detailPath} />
          </div>
          <p className={list.mobileMeta}>
            <span>{post.typeLabel}</span>
            <span>{post.author}</span>
            <span>{formatDate(post.createdAt)}</span>
            <span>{memberBoardMessages.views(post.viewCount)}</span>
            {!post.staffNotice && <AnswerStateBadge state={post.answerState} />}
          </p>
        </li>
      ))}
    </ul>
  )
}
