import type { AdjacentPost, BoardKey, BoardPostDetail } from '@contract/boards'
import { Badge, Button } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconList, IconSend } from '@tabler/icons-react'
import { useServerContentHead } from '@/hooks/use-document-title'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { HtmlContent } from '@/components/html-content'
import { PublicAttachments } from '@/components/public-attachments'
import { formatDate } from '@/utils/format-date'
import { boardDetailQueryOptions } from '../api/get-board-detail'
import { boardPaths } from '../boards'
import { infoPlazaMessages } from '../messages'
import frame from '@/components/board/board-post.module.css'
import classes from './board-detail-page.module.css'
import { ProgrammeMeta } from './programme-facts'
import { PrintButton } from '@/components/board/print-button'
import { formatNumber } from '@contract/format-number'

type BoardDetailPageProps = { board: BoardKey; id: number }

function AdjacentLink({
  board,
  label,
  emptyLabel,
  post,
  icon,
}: {
  board: BoardKey
  label: string
  emptyLabel: string
  post: AdjacentPost | null
  icon: ReactNode
}) {
  return (
    <li className={classes.adjacent}>
      <span className={classes.adjacentLabel}>
        {icon}
        {label}
      </span>
      {post ? (
        <Link to={boardPaths[board].detail} search={{ id: post.id }} className={classes.adjacentLink}>
          {post.title}
        </Link>
      ) : (
        <span className={classes.adjacentEmpty}>{emptyLabel}</span>
      )}
      {post && <span className={classes.adjacentDate}>{formatDate(post.publishedAt)}</span>}
    </li>
  )
}

/** A post: title, 분류·작성자·등록일·조회수, body, attachments, 이전글/다음글 and 목록. */
export function BoardDetailPage({ board, id }: BoardDetailPageProps) {
  const { data: post } = useSuspenseQuery(boardDetailQueryOptions(board, id))
  useServerContentHead({ title: post.title, text: post.excerpt, imageUrl: post.imageUrl, html: post.contentHtml })
  return <BoardPostView board={board} post={post} />
}

/** The post itself, from the public detail or from staff's live preview of a draft. */
export function BoardPostView({ board, post }: { board: BoardKey; post: BoardPostDetail }) {
  const { meta } = infoPlazaMessages

  return (
    <article className={classes.detail}>
      <header className={frame.header}>
        <h2 className={frame.title}>
          {post.pinned && <Badge className={frame.badge}>{infoPlazaMessages.pinned}</Badge>}
          {post.title}
        </h2>
        <dl className={frame.meta}>
          <div>
            <dt>{meta.category}</dt>
            <dd>{post.categoryLabel}</dd>
          </div>
          <div>
            <dt>{meta.author}</dt>
            <dd>{post.author}</dd>
          </div>
          <div>
            <dt>{meta.date}</dt>
            <dd>{formatDate(post.publishedAt)}</dd>
          </div>
          <div>
            <dt>{meta.views}</dt>
            <dd>{formatNumber(post.viewCount)}</dd>
          </div>
          {post.programme && <ProgrammeMeta programme={post.programme} />}
        </dl>
      </header>

      <div className={frame.body}>
        {post.imageUrl && <img src={post.imageUrl} alt={post.imageAlt ?? ''} className={classes.image} />}
        <HtmlContent html={post.contentHtml} />
      </div>

      <PublicAttachments files={post.attachments} title={infoPlazaMessages.attachments} />

      {post.programme && (
        <div className={classes.apply}>
          <p>{infoPlazaMessages.programme.applyHint}</p>
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            renderRoot={(props) => <Link to="/cooperation/collaboWrite" search={{ programmeId: post.id, programme: post.title }} {...props} />}
          >
            {infoPlazaMessages.programme.apply}
          </Button>
        </div>
      )}

      <nav aria-label={infoPlazaMessages.adjacentNavigation}>
        <ul className={classes.adjacentList}>
          <AdjacentLink
            board={board}
            label={infoPlazaMessages.previous}
            emptyLabel={infoPlazaMessages.noPrevious}
            post={post.prev}
            icon={<IconChevronUp size={16} aria-hidden="true" />}
          />
          <AdjacentLink
            board={board}
            label={infoPlazaMessages.next}
            emptyLabel={infoPlazaMessages.noNext}
            post={post.next}
            icon={<IconChevronDown size={16} aria-hidden="true" />}
          />
        </ul>
      </nav>

      <div className={frame.actions}>
        <PrintButton />
        <Button leftSection={<IconList size={16} aria-hidden="true" />} renderRoot={(props) => <Link to={boardPaths[board].list} {...props} />}>
          {infoPlazaMessages.backToList}
        </Button>
      </div>
    </article>
  )
}
