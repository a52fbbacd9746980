import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconList, IconLock, IconPencil, IconTrash } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import frame from '@/components/board/board-post.module.css'
import { HtmlContent } from '@/components/html-content'
import { formatDate } from '@/utils/format-date'
import { memberPostQueryOptions } from '../api/get-member-post'
import { useDeleteMemberPost } from '../api/save-member-post'
import type { MemberBoardView } from '../member-board-views'
import { memberBoardMessages } from '../messages'
import { AnswerStateBadge } from './answer-state-badge'
import { CollaborationContactView } from './collaboration-contact-view'
import { PostImages } from './post-files'
import { PostAttachments } from '@/components/upload/post-attachments'
import { PostComments } from './post-comments'
import classes from './member-post-detail-page.module.css'
import { PrintButton } from '@/components/board/print-button'
import { formatNumber } from '@contract/format-number'

const messages = memberBoardMessages.detail

/** A member post: facts, body, files, contact, the staff answer, comments, and the author's edit and delete. */
export function MemberPostDetailPage({ view, id }: { view: MemberBoardView; id: number }) {
  const { data: post } = useSuspenseQuery(memberPostQueryOptions(view.board, id))
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteMemberPost(view.board)
  const locked = post.answerState === 'answered' && post.mine && !post.staffNotice

  const facts = [
    [messages.meta.type, post.typeLabel],
    [messages.meta.author, post.author],
    [messages.meta.date, formatDate(post.createdAt)],
    [messages.meta.views, formatNumber(post.viewCount)],
  ] as const

  return (
    <article>
      <header className={frame.header}>
        <h2 className={frame.title}>
          {post.pinned && <Badge className={frame.badge}>{memberBoardMessages.pinned}</Badge>}
          {post.secret && <IconLock size={20} className={classes.lock} role="img" aria-label={memberBoardMessages.secret} />}
          {post.title}
        </h2>
        <dl className={frame.meta}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {!post.staffNotice && (
            <div>
              <dt>{messages.meta.answerState}</dt>
              <dd>
                <AnswerStateBadge state={post.answerState} />
              </dd>
            </div>
          )}
        </dl>
      </header>

      <div className={frame.body}>
        <PostImages files={post.images} />
        <HtmlContent html={post.contentHtml} />
      </div>
      <PostAttachments files={post.attachments} />
      {post.contact && <CollaborationContactView contact={post.contact} />}

      {!post.staffNotice && (
        <section className={classes.answer} data-answered={post.answerHtml ? true : undefined} aria-labelledby="post-answer-title">
          <Group justify="space-between" className={classes.answerHead}>
            <h3 id="post-answer-title" className={classes.answerTitle}>
              {messages.answer}
            </h3>
            {post.answeredAt && (
              <Text size="sm" c="dimmed">
                {messages.answeredAt(formatDate(post.answeredAt))}
              </Text>
            )}
          </Group>
          {post.answerHtml ? <HtmlContent html={post.answerHtml} /> : <Text c="dimmed">{messages.waiting}</Text>}
        </section>
      )}

      <PostComments board={view.board} postId={post.id} />

      {locked && (
        <Text size="sm" c="dimmed" ta="center" mt="xl">
          {messages.lockedAnswered}
        </Text>
      )}
      <Group justify="center" gap="xs" className={frame.actions}>
        <Button variant="default" leftSection={<IconList size={16} aria-hidden="true" />} renderRoot={(props) => <Link to={view.list} {...props} />}>
          {messages.backToList}
        </Button>
        <PrintButton />
        {post.canEdit && (
          <Button
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            renderRoot={(props) => <Link to={view.write} search={{ id: post.id }} {...props} />}
          >
            {messages.edit}
          </Button>
        )}
        {post.canDelete && (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setConfirming(true)}>
            {messages.delete}
          </Button>
        )}
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={messages.deleteTitle} centered>
        <Stack gap="sm">
          <Text size="sm">{messages.deleteConfirm}</Text>
          {remove.error && (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {messages.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(post.id, { onSuccess: () => void navigate({ to: view.list }) })}>
              {messages.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </article>
  )
}
