import type { BoardPostSummary } from '@contract/boards'
import { Badge } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { formatDate } from '@/utils/format-date'
import { boardPaths } from '../boards'
import classes from './news-card.module.css'

export function NewsCard({ post }: { post: BoardPostSummary }) {
  return (
    <article className={classes.card}>
      <Link to={boardPaths.news.detail} search={{ id: post.id }} className={classes.link}>
        <div className={classes.thumb}>
          {post.imageUrl ? (
            <img src={post.imageUrl} alt={post.imageAlt ?? ''} loading="lazy" className={classes.image} />
          ) : (
            <IconPhoto size={40} stroke={1.2} aria-hidden="true" className={classes.placeholder} />
          )}
        </div>
        <div className={classes.body}>
          <Badge variant="light" size="sm">
            {post.categoryLabel}
          </Badge>
          <h2 className={classes.title}>{post.title}</h2>
          <p className={classes.excerpt}>{post.excerpt}</p>
          <p className={classes.date}>{formatDate(post.publishedAt)}</p>
        </div>
      </Link>
    </article>
  )
}
