import { Button, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DetailModal } from '@/components/detail-modal'
import { LabelValueTable } from '@/components/label-value-table'
import { StateTimeline } from '@/components/state-timeline'
import { PostAttachments } from '@/components/upload/post-attachments'
import { advisoryRequestQueryOptions } from '../api/get-my-applications'
import { applicationMessages } from '../messages'
import { ApplicationStateBadge } from './application-state-badge'
import { ApplicationActions } from './application-actions'

const messages = applicationMessages.my
const { fields } = messages

type Props = { id: number; onClose: () => void; onWithdrawn: () => void }

/** One request in full with its timeline, and what the member may do now: revise it or withdraw it. */
export function AdvisoryDetailModal({ id, onClose, onWithdrawn }: Props) {
  const query = useQuery(advisoryRequestQueryOptions(id))

  return (
    <DetailModal title={messages.detailTitle} closeLabel={messages.dismiss} query={query} onClose={onClose}>
      {(data) => (
        <>
          <LabelValueTable
            rows={[
              [messages.columns.applicationNo, data.applicationNo],
              [messages.columns.state, <ApplicationStateBadge key="state" state={data.state} label={data.stateLabel} />],
              [messages.columns.title, data.title],
              [fields.company, data.company],
              [fields.contactName, `${data.contactName} · ${data.phone} · ${data.email}`],
              [fields.field, data.fieldLabel],
              [fields.expert, data.preferredExpert ? `${data.preferredExpert.name} (${data.preferredExpert.department})` : fields.noExpert],
              [fields.description, data.description],
            ]}
          />
          <PostAttachments files={data.attachments} title={fields.attachments} />
          <Text fw={700}>{messages.history}</Text>
          <StateTimeline entries={data.history} label={messages.history} />
          <ApplicationActions
            kind="tech"
            id={id}
            canWithdraw={data.canWithdraw}
            revise={
              data.canResubmit && <Button renderRoot={(props) => <Link to="/cooperation/application" search={{ id }} {...props} />}>{messages.revise}</Button>
            }
            onWithdrawn={onWithdrawn}
          />
        </>
      )}
    </DetailModal>
  )
}
