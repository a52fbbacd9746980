import { Alert, Button, Group } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memberPostQueryOptions } from '../api/get-member-post'
import type { MemberBoardView } from '../member-board-views'
import { memberBoardMessages } from '../messages'
import { MemberPostForm } from './member-post-form'

function EditPostForm({ view, id }: { view: MemberBoardView; id: number }) {
  const { data: post } = useSuspenseQuery(memberPostQueryOptions(view.board, id))
  if (!post.canEdit) {
    return (
      <Alert color="gray" title={post.mine ? memberBoardMessages.detail.lockedAnswered : memberBoardMessages.detail.notYours}>
        <Group mt="sm">
          <Button variant="default" renderRoot={(props) => <Link to={view.detail} search={{ id }} {...props} />}>
            {memberBoardMessages.detail.backToPost}
          </Button>
        </Group>
      </Alert>
    )
  }
  return <MemberPostForm view={view} post={post} />
}

/** The write page: a new post, or with `?id=` the author's edit of one still waiting for its answer. */
export function MemberPostWritePage({ view, id }: { view: MemberBoardView; id?: number }) {
  return id ? <EditPostForm view={view} id={id} /> : <MemberPostForm view={view} />
}
