import { Badge } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDate } from '@/utils/format-date'
import { latestPostsQueryOptions, type HomeBoard } from '../api/get-latest-posts'
import { homeMessages } from '../messages'
import { SnapSlider } from './snap-slider'
import classes from './post-slider.module.css'

const detailPaths = { news: '/infoPlaza/newsDetail', notice: '/infoPlaza/noticeDetail' } as const

/** The latest news (cards with images) or notices (text cards) as a slider. */
export function PostSlider({ board }: { board: HomeBoard }) {
  const { data } = useSuspenseQuery(latestPostsQueryOptions(board))
  if (data.list.length === 0) return <p className={classes.empty}>{homeMessages.emptyPosts}</p>

  return (
    <SnapSlider
      label={homeMessages.sections[board].title}
      items={data.list}
      itemKey={(post) => post.id}
      slideClassName={classes.slide}
      renderSlide={(post) => (
        <Link to={detailPaths[board]} search={{ id: post.id }} className={classes.card} data-board={board}>
          {board === 'news' && (
            <span className={classes.thumb}>
              {post.imageUrl ? (
                <img src={post.imageUrl} alt={post.imageAlt ?? ''} loading="lazy" className={classes.image} />
              ) : (
                <IconPhoto size={36} stroke={1.2} aria-hidden="true" />
              )}
            </span>
          )}
          <span className={classes.body}>
            <Badge variant="light" size="sm">
              {post.categoryLabel}
            </Badge>
            <span className={classes.title}>{post.title}</span>
            {board === 'notice' && <span className={classes.excerpt}>{post.excerpt}</span>}
            <span className={classes.date}>{formatDate(post.publishedAt)}</span>
          </span>
        </Link>
      )}
    />
  )
}
