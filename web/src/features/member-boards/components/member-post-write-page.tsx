import { Alert, Button, Group } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { contactFromProfile } from '@/lib/member-contact'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { memberPostQueryOptions } from '../api/get-member-post'
import type { MemberPostWriteSearch } from '../member-board-search'
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

/** A new collaboration request: the contact from the member's profile, and the programme it came from. */
function NewCollaborationForm({ view, search }: { view: MemberBoardView; search: MemberPostWriteSearch }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  const programme = search.programmeId && search.programme ? { id: search.programmeId, title: search.programme } : undefined
  return <MemberPostForm view={view} prefill={{ contact: contactFromProfile(profile), programme }} />
}

/** The write page: a new post, or with `?id=` the author's edit of one still waiting for its answer. */
export function MemberPostWritePage({ view, search }: { view: MemberBoardView; search: MemberPostWriteSearch }) {
  if (search.id) return <EditPostForm view={view} id={search.id} />
  return view.board === 'collabo' ? <NewCollaborationForm view={view} search={search} /> : <MemberPostForm view={view} />
}
