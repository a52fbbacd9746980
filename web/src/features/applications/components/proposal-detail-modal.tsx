import { Button, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DetailModal } from '@/components/detail-modal'
import { LabelValueTable } from '@/components/label-value-table'
import { StateTimeline } from '@/components/state-timeline'
import { PostAttachments } from '@/components/upload/post-attachments'
import { proposalQueryOptions } from '../api/proposals'
import { applicationMessages, projectMessages } from '../messages'
import { ApplicationStateBadge } from './application-state-badge'
import { ApplicationActions } from './application-actions'

const messages = applicationMessages.my
const { fields } = projectMessages.my

type Props = { id: number; onClose: () => void; onWithdrawn: () => void }

/** One proposal in full with its files and timeline, and what the member may do now: revise or withdraw it. */
export function ProposalDetailModal({ id, onClose, onWithdrawn }: Props) {
  const query = useQuery(proposalQueryOptions(id))

  return (
    <DetailModal title={projectMessages.my.detailTitle} closeLabel={messages.dismiss} query={query} onClose={onClose}>
      {(data) => (
        <>
          <LabelValueTable
            rows={[
              [messages.columns.applicationNo, data.applicationNo],
              [messages.columns.state, <ApplicationStateBadge key="state" state={data.state} label={data.stateLabel} />],
              [fields.call, data.callTitle],
              [fields.title, data.title],
              [fields.company, data.company],
              [fields.contact, `${data.contactName} · ${data.phone} · ${data.email}`],
              [fields.summary, data.summary],
            ]}
          />
          <PostAttachments files={data.attachments} title={projectMessages.form.attachments} />
          <Text fw={700}>{messages.history}</Text>
          <StateTimeline entries={data.history} label={messages.history} />
          <ApplicationActions
            kind="assn"
            id={id}
            canWithdraw={data.canWithdraw}
            revise={
              data.canResubmit && (
                <Button renderRoot={(props) => <Link to="/cooperation/assn" search={{ id: data.callId, apply: true, proposal: id }} {...props} />}>
                  {messages.revise}
                </Button>
              )
            }
            onWithdrawn={onWithdrawn}
          />
        </>
      )}
    </DetailModal>
  )
}
