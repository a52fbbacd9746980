import type { MemberPostSummary } from '@contract/member-boards'
import { IconLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { memberBoardMessages } from '../messages'
import list from '@/components/board/board-list.module.css'
import { NewPostBadge } from '@/components/board/new-post-badge'
import classes from './member-post-table.module.css'

type MemberPostTitleProps = { post: MemberPostSummary; detailPath: string }

/**
 * A row's title: the lock of a secret post, the comment count, and a link only where the caller may
 * open the post (someone else's secret post is listed but not opened).
 */
export function MemberPostTitle({ post, detailPath }: MemberPostTitleProps) {
  const lock = post.secret && <IconLock size={15} className={classes.lock} role="img" aria-label={memberBoardMessages.secret} />
  const comments = post.commentCount > 0 && (
    <span className={classes.comments} aria-label={memberBoardMessages.comments(post.commentCount)}>
      [{post.commentCount}]
    </span>
  )
  return (
    <span className={classes.titleLine}>
      {lock}
      {post.readable ? (
        <Link to={detailPath} search={{ id: post.id }} className={`${list.titleLink} ${classes.titleText}`}>
          {post.title}
        </Link>
      ) : (
        <span className={classes.lockedTitle} title={memberBoardMessages.lockedTitle}>
          {post.title}
        </span>
      )}
      {comments}
      <NewPostBadge isNew={post.isNew} />
    </span>
  )
}
