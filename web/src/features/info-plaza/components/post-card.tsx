import type { BoardPostSummary } from '@contract/boards'
import { Badge } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { formatDate } from '@/utils/format-date'
import { boardPaths } from '../boards'
import { infoPlazaMessages } from '../messages'
import { programmePeriod, ProgrammeStatusBadge } from './programme-facts'
import { NewPostBadge } from '@/components/board/new-post-badge'
import classes from './post-card.module.css'

/** A board post as a card (뉴스, 공유협업 프로그램): image, category, title, excerpt, and its date or period. */
export function PostCard({ post }: { post: BoardPostSummary }) {
  return (
    <article className={classes.card}>
      <Link to={boardPaths[post.board].detail} search={{ id: post.id }} className={classes.link}>
        <div className={classes.thumb}>
          {post.imageUrl ? (
            <img src={post.imageUrl} alt={post.imageAlt ?? ''} loading="lazy" className={classes.image} />
          ) : (
            <IconPhoto size={40} stroke={1.2} aria-hidden="true" className={classes.placeholder} />
          )}
        </div>
        <div className={classes.body}>
          <span className={classes.badges}>
            {post.programme && <ProgrammeStatusBadge programme={post.programme} />}
            <Badge variant="light" size="sm">
              {post.categoryLabel}
            </Badge>
          </span>
          <h2 className={classes.title}>
            {post.title}
            <NewPostBadge isNew={post.isNew} />
          </h2>
          <p className={classes.excerpt}>{post.excerpt}</p>
          <p className={classes.date}>
            {post.programme ? `${infoPlazaMessages.programme.period} ${programmePeriod(post.programme)}` : formatDate(post.publishedAt)}
          </p>
        </div>
      </Link>
    </article>
  )
}
