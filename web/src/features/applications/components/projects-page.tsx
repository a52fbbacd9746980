import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useNavigate } from '@tanstack/react-router'
import type { IntroPage } from '@contract/pages'
import { useAuth } from '@/hooks/use-auth'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { proposalQueryOptions } from '../api/proposals'
import type { ProjectCallSearch } from '../lib/project-search'
import { ProjectCallDetail } from './project-call-detail'
import { ProjectCallList } from './project-call-list'
import { ProposalForm } from './proposal-form'

/**
 * /cooperation/assn and /cooperation/assignment: the calls, one call's page (`?id=`), or the proposal
 * form (`&apply=true`, members; with `&proposal=` the revision staff asked for).
 */
export function ProjectsPage({ intro, search }: { intro: IntroPage | null; search: ProjectCallSearch }) {
  const navigate = useNavigate()
  const auth = useAuth()
  const go = (next: ProjectCallSearch) => void navigate({ to: '.', search: next })
  if (search.id === undefined) return <ProjectCallList intro={intro} search={search} go={go} />
  if (!search.apply)
    return <ProjectCallDetail id={search.id} onList={() => go({ pageNum: search.pageNum, searchKeyword: search.searchKeyword, state: search.state })} />
  if (!auth.isLogin) return <Navigate to="/login" search={{ redirect: `/cooperation/assn?id=${search.id}&apply=true` }} replace />
  return <ProposalFormLoader callId={search.id} proposalId={search.proposal} />
}

function ProposalFormLoader({ callId, proposalId }: { callId: number; proposalId?: number }) {
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  return proposalId ? <RevisionForm callId={callId} proposalId={proposalId} profile={profile} /> : <ProposalForm callId={callId} profile={profile} />
}

function RevisionForm({ callId, proposalId, profile }: { callId: number; proposalId: number; profile: Parameters<typeof ProposalForm>[0]['profile'] }) {
  const { data: proposal } = useSuspenseQuery(proposalQueryOptions(proposalId))
  return <ProposalForm callId={callId} profile={profile} proposal={proposal} />
}
