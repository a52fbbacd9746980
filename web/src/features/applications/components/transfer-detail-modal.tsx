import { Button, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DetailModal } from '@/components/detail-modal'
import { LabelValueTable } from '@/components/label-value-table'
import { StateTimeline } from '@/components/state-timeline'
import { PostAttachments } from '@/components/upload/post-attachments'
import { transferRequestQueryOptions } from '../api/transfer-requests'
import { applicationMessages, transferMessages } from '../messages'
import { ApplicationActions } from './application-actions'
import { ApplicationStateBadge } from './application-state-badge'

const messages = applicationMessages.my
const { fields } = transferMessages.my

type Props = { id: number; onClose: () => void; onWithdrawn: () => void }

/** One 기술상담 신청 in full with its files, timeline and outcome, and what the member may do now. */
export function TransferDetailModal({ id, onClose, onWithdrawn }: Props) {
  const query = useQuery(transferRequestQueryOptions(id))

  return (
    <DetailModal title={transferMessages.my.detailTitle} closeLabel={messages.dismiss} query={query} onClose={onClose}>
      {(data) => (
        <>
          <LabelValueTable
            rows={[
              [messages.columns.applicationNo, data.applicationNo],
              [messages.columns.state, <ApplicationStateBadge key="state" state={data.state} label={data.stateLabel} />],
              [
                fields.technology,
                <Link key="technology" to="/cooperation/techTransferDetail" search={{ id: data.technologyId }}>
                  {data.technologyTitle}
                </Link>,
              ],
              [fields.preferredTransferType, data.preferredTransferTypeLabel],
              [fields.company, data.company],
              [fields.contact, `${data.contactName} · ${data.phone} · ${data.email}`],
              [fields.purpose, data.purpose],
              ...(data.outcomeLabel ? ([[fields.outcome, data.outcomeLabel]] as [string, string][]) : []),
            ]}
          />
          <PostAttachments files={data.attachments} title={transferMessages.form.attachments} />
          <Text fw={700}>{messages.history}</Text>
          <StateTimeline entries={data.history} label={messages.history} />
          <ApplicationActions
            kind="transfer"
            id={id}
            canWithdraw={data.canWithdraw}
            revise={
              data.canResubmit && (
                <Button renderRoot={(props) => <Link to="/cooperation/techTransferApply" search={{ id: data.technologyId, request: id }} {...props} />}>
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
