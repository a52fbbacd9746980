import { Badge, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { DetailModal } from '@/components/detail-modal'
import { LabelValueTable } from '@/components/label-value-table'
import { StateTimeline } from '@/components/state-timeline'
import { formatDate } from '@/utils/format-date'
import { familyApplicationQueryOptions } from '../api/companies'
import { companyMessages } from '../messages'

const { family } = companyMessages

/** One 가족회사 application with its timeline, over /myPage/company (`?family=`, the link in the mails). */
export function FamilyApplicationModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useQuery(familyApplicationQueryOptions(id))
  return (
    <DetailModal title={family.detailTitle} closeLabel={family.close} query={query} onClose={onClose}>
      {(data) => (
        <>
          <LabelValueTable
            rows={[
              [companyMessages.activity.number, data.applicationNo],
              [family.tier, data.tierName],
              [family.contact, `${data.contactName} · ${data.contactPhone} · ${data.contactEmail}`],
              [family.fields, data.cooperationFields.map((field) => field.label).join(', ')],
              [companyMessages.activity.filedAt, formatDate(data.createdAt)],
              [
                companyMessages.activity.state,
                <Badge key="state" variant="light" radius="sm" data-state={data.state}>
                  {data.stateLabel}
                </Badge>,
              ],
            ]}
          />
          <Text fw={700}>{family.history}</Text>
          <StateTimeline entries={data.history} label={family.history} />
        </>
      )}
    </DetailModal>
  )
}
