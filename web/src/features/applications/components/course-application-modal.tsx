import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { LabelValueTable } from '@/components/label-value-table'
import { StateTimeline } from '@/components/state-timeline'
import { formatDateRange } from '@/utils/format-date'
import { courseApplicationQueryOptions, useResubmitCourseApplication } from '../api/course-applications'
import { educationMessages } from '../messages'
import { CourseApplicationForm } from './course-application-form'
import { CourseApplicationState } from './course-application-state'
import { ApplicationActions } from './application-actions'

const messages = educationMessages.my
const { fields, columns } = messages

type Props = { id: number; onClose: () => void; onWithdrawn: () => void; onResubmitted: () => void }

/** One course application with its timeline, and what the member may do now: correct it, leave the course, print the certificate. */
export function CourseApplicationModal({ id, onClose, onWithdrawn, onResubmitted }: Props) {
  const { data, error } = useQuery(courseApplicationQueryOptions(id))
  const resubmit = useResubmitCourseApplication(id)
  const [revising, setRevising] = useState(false)

  return (
    <Modal opened onClose={onClose} title={messages.detailTitle} size="lg" centered closeButtonProps={{ 'aria-label': messages.dismiss }}>
      {error && <Alert color="red">{error.message}</Alert>}
      {!data && !error && <Loader size="sm" />}
      {data && revising && (
        <CourseApplicationForm
          initial={{ contactName: data.contactName, company: data.company, phone: data.phone, email: data.email, motivation: data.motivation ?? '' }}
          askConsent={false}
          note={
            <Alert color="orange" variant="light" title={educationMessages.form.revisionTitle}>
              {data.history.at(-1)?.reason}
            </Alert>
          }
          submitLabel={educationMessages.form.resubmit}
          pending={resubmit.isPending}
          error={resubmit.error?.message ?? null}
          backLabel={messages.dismiss}
          onBack={() => setRevising(false)}
          onSubmit={(edit) => resubmit.mutate(edit, { onSuccess: onResubmitted })}
        />
      )}
      {data && !revising && (
        <Stack gap="md">
          <LabelValueTable
            rows={[
              [columns.applicationNo, data.applicationNo],
              [columns.state, <CourseApplicationState key="state" row={data} />],
              [fields.course, data.title],
              [columns.eduPeriod, formatDateRange(data.eduStart, data.eduEnd) || educationMessages.facts.undecided],
              [educationMessages.facts.location, data.location ?? educationMessages.facts.undecided],
              [fields.contact, `${data.contactName} · ${data.phone} · ${data.email}`],
              [fields.company, data.company],
              [fields.motivation, data.motivation || fields.none],
              ...(data.familyBenefit ? [[fields.familyBenefit, messages.familyBenefit(data.familyBenefit)] as const] : []),
            ]}
          />
          <Text fw={700}>{messages.history}</Text>
          <StateTimeline entries={data.history} label={messages.history} />
          <ApplicationActions
            kind="edu"
            id={id}
            canWithdraw={data.canWithdraw}
            revise={data.canResubmit && <Button onClick={() => setRevising(true)}>{messages.revise}</Button>}
            extra={
              data.completedAt && (
                <Button renderRoot={(props) => <Link to="/myPage/eduCertificate" search={{ id }} {...props} />}>{messages.certificate}</Button>
              )
            }
            withdrawBody={messages.withdrawBody}
            onWithdrawn={onWithdrawn}
          />
        </Stack>
      )}
    </Modal>
  )
}
