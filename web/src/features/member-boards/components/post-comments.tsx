import type { MemberBoardKey, PostComment } from '@contract/member-boards'
import { Alert, Badge, Button, Group, Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuth } from '@/hooks/use-auth'
import { formatDateTime } from '@/utils/format-date'
import { postCommentsQueryOptions, useChangeComment } from '../api/post-comments'
import { memberBoardMessages } from '../messages'
import { CommentForm } from './comment-form'
import classes from './post-comments.module.css'

const messages = memberBoardMessages.comment

type Editing = { kind: 'reply' | 'edit'; id: number } | null
type ThreadProps = {
  comment: PostComment
  replies: PostComment[]
  editing: Editing
  setEditing: (editing: Editing) => void
  change: ReturnType<typeof useChangeComment>
  canWrite: boolean
}

function CommentItem({ comment, editing, setEditing, change, canReply }: Omit<ThreadProps, 'replies' | 'canWrite'> & { canReply: boolean }) {
  const isEditing = editing?.kind === 'edit' && editing.id === comment.id
  const remove = () => {
    if (window.confirm(messages.deleteConfirm)) change.mutate({ kind: 'delete', id: comment.id })
  }
  return (
    <div className={classes.comment} data-deleted={comment.deleted || undefined}>
      <Group gap={8} className={classes.head}>
        <Text fw={700} size="sm">
          {comment.deleted ? '-' : comment.author}
        </Text>
        {comment.byStaff && !comment.deleted && (
          <Badge size="xs" variant="light">
            {messages.staff}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(comment.createdAt)}
          {comment.updatedAt !== comment.createdAt && !comment.deleted && ` · ${messages.edited}`}
        </Text>
      </Group>
      {isEditing ? (
        <CommentForm
          label={messages.label}
          initial={comment.body}
          submitLabel={messages.save}
          pending={change.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(body) => change.mutate({ kind: 'edit', id: comment.id, body }, { onSuccess: () => setEditing(null) })}
        />
      ) : (
        <Text size="sm" className={classes.body} c={comment.deleted ? 'dimmed' : undefined}>
          {comment.deleted ? messages.deleted : comment.body}
        </Text>
      )}
      {!comment.deleted && !isEditing && (
        <Group gap={4} mt={4}>
          {canReply && (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ kind: 'reply', id: comment.id })}>
              {messages.reply}
            </Button>
          )}
          {comment.mine && (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setEditing({ kind: 'edit', id: comment.id })}>
              {messages.edit}
            </Button>
          )}
          {comment.canDelete && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
              {messages.delete}
            </Button>
          )}
        </Group>
      )}
    </div>
  )
}

/** A comment and its replies (two levels, spec §3); a reply box opens under the comment. */
function CommentThread({ comment, replies, editing, setEditing, change, canWrite }: ThreadProps) {
  const replying = editing?.kind === 'reply' && editing.id === comment.id
  return (
    <li className={classes.thread}>
      <CommentItem comment={comment} editing={editing} setEditing={setEditing} change={change} canReply={canWrite} />
      {(replies.length > 0 || replying) && (
        <ul className={classes.replies}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} editing={editing} setEditing={setEditing} change={change} canReply={false} />
            </li>
          ))}
          {replying && (
            <li className={classes.replyForm}>
              <CommentForm
                label={messages.replyLabel}
                submitLabel={messages.submit}
                pending={change.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={(body) => change.mutate({ kind: 'add', body, parentId: comment.id }, { onSuccess: () => setEditing(null) })}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  )
}

/** The comments of a post: threads, then the box for a new comment (members and staff). */
export function PostComments({ board, postId }: { board: MemberBoardKey; postId: number }) {
  const comments = useQuery(postCommentsQueryOptions(board, postId))
  const change = useChangeComment(board, postId)
  const { isLogin } = useAuth()
  const [editing, setEditing] = useState<Editing>(null)
  // A new comment box is emptied by mounting a fresh one after each comment.
  const [formKey, setFormKey] = useState(0)
  const all = comments.data ?? []
  const roots = all.filter((comment) => comment.parentId === null)
  const live = all.filter((comment) => !comment.deleted).length

  return (
    <section className={classes.comments} aria-labelledby="post-comments-title">
      <h3 id="post-comments-title" className={classes.title}>
        {messages.count(live)}
      </h3>
      {comments.isPending && <Loader size="sm" />}
      {comments.error && <Alert color="red">{comments.error.message}</Alert>}
      {comments.data && roots.length === 0 && (
        <Text size="sm" c="dimmed" className={classes.empty}>
          {messages.empty}
        </Text>
      )}
      <ul className={classes.list}>
        {roots.map((comment) => (
          <CommentThread
            key={comment.id}
            comment={comment}
            replies={all.filter((reply) => reply.parentId === comment.id)}
            editing={editing}
            setEditing={setEditing}
            change={change}
            canWrite={isLogin}
          />
        ))}
      </ul>
      {change.error && (
        <Alert color="red" role="alert" mt="sm">
          {change.error.message}
        </Alert>
      )}
      {isLogin ? (
        <div className={classes.newComment}>
          <CommentForm
            key={formKey}
            label={messages.label}
            submitLabel={messages.submit}
            pending={change.isPending && editing === null}
            onSubmit={(body) => change.mutate({ kind: 'add', body }, { onSuccess: () => setFormKey((key) => key + 1) })}
          />
        </div>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          {messages.loginToComment}
        </Text>
      )}
    </section>
  )
}
