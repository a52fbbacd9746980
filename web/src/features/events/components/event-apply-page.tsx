import { Alert, Button, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAuth } from '@/hooks/use-auth'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { eventQueryOptions, useRegisterForEvent } from '../api/events'
import { eventMessages } from '../messages'
import { EventApplyForm, RegisteredResult } from './event-apply-form'

const messages = eventMessages.apply

/** /cooperation/eventApply?id=: the form, or why there is none (already registered, not open). */
export function EventApplyPage({ id }: { id: number }) {
  const auth = useAuth()
  const { data: event } = useSuspenseQuery(eventQueryOptions(id, auth.userInfo?.login_id ?? null))
  const { data: profile } = useSuspenseQuery(myPageSummaryQueryOptions())
  const register = useRegisterForEvent(id)
  if (register.data) return <RegisteredResult registration={register.data} />
  const refusal = event.myRegistration
    ? messages.already
    : event.registrationState === 'open' || event.registrationState === 'waitlist'
      ? null
      : messages.notOpen
  if (refusal)
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="gray">{refusal}</Alert>
        <Button variant="default" renderRoot={(props) => <Link to="/cooperation/eventDetail" search={{ id }} {...props} />}>
          {eventMessages.detail.back}
        </Button>
      </Stack>
    )
  return <EventApplyForm event={event} profile={profile} register={register} />
}
