import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useLoginPrompt } from '@/components/login-prompt'
import { useAuth } from '@/hooks/use-auth'
import { contactFromProfile } from '@/lib/member-contact'
import { myPageSummaryQueryOptions } from '@/lib/queries/my-page-summary'
import { useApplyToCourse } from '../api/course-applications'
import { courseDetailQueryOptions } from '../api/get-courses'
import { educationMessages } from '../messages'
import { CourseApplicationForm } from './course-application-form'
import { CourseApplyButton } from './course-apply-button'
import { CourseBadges } from './course-badges'
import { CourseFacts } from './course-facts'
import classes from './course-detail-modal.module.css'

const messages = educationMessages.detail

/**
 * The education detail modal (spec §2): everything about one course and the way in. A guest is asked
 * to log in (the login modal) and comes back here; a member fills the short form in the same dialog; a member who
 * already applied sees their application instead of the button.
 */
export function CourseDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const auth = useAuth()
  const { data, error } = useQuery(courseDetailQueryOptions(id, auth.userInfo?.login_id ?? null))
  const [applying, setApplying] = useState(false)
  const profile = useQuery({ ...myPageSummaryQueryOptions(), enabled: applying })
  const apply = useApplyToCourse()
  const navigate = useNavigate()
  const waitlist = data?.applyButton === 'waitlist'
  const loginPrompt = useLoginPrompt()

  return (
    <>
      {loginPrompt.prompt}
      <Modal
        opened
        onClose={onClose}
        title={applying ? educationMessages.form.title : messages.title}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': messages.close }}
      >
        {error && <Alert color="red">{error.message}</Alert>}
        {!data && !error && <Loader size="sm" />}
        {data && !applying && (
          <Stack gap="md">
            <div className={data.imageUrl ? classes.top : undefined}>
              {data.imageUrl && <img className={classes.image} src={data.imageUrl} alt={data.imageAlt ?? ''} />}
              <Stack gap="xs">
                <CourseBadges course={data} />
                <Title order={3} size="h4">
                  {data.title}
                </Title>
                <CourseFacts course={data} withTarget />
              </Stack>
            </div>
            {data.summary && (
              <section>
                <Title order={4} size="h5" mb={4}>
                  {messages.summary}
                </Title>
                <Text className={classes.summary}>{data.summary}</Text>
              </section>
            )}
            {data.myApplication ? (
              <Alert color="blue" variant="light">
                <Text size="sm">
                  {messages.mine(data.myApplication.applicationNo)} (
                  {data.myApplication.waitlisted ? educationMessages.my.waiting : data.myApplication.stateLabel})
                </Text>
                {data.myApplication.waitlisted && <Text size="sm">{messages.mineWaiting}</Text>}
                <Group justify="flex-end" mt="xs">
                  <Button size="xs" renderRoot={(props) => <Link to="/myPage/edu" search={{ id: data.myApplication!.id }} {...props} />}>
                    {messages.goMine}
                  </Button>
                </Group>
              </Alert>
            ) : (
              <>
                {waitlist && <Text size="sm">{messages.waitlistNote}</Text>}
                {data.applyButton === 'hidden' && <Text size="sm">{messages.notYet}</Text>}
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    {messages.close}
                  </Button>
                  {auth.isLogin || data.applyButton === 'closed' ? (
                    <CourseApplyButton kind={data.applyButton} onApply={() => setApplying(true)} />
                  ) : (
                    data.applyButton !== 'hidden' && <Button onClick={loginPrompt.ask}>{messages.loginToApply}</Button>
                  )}
                </Group>
              </>
            )}
          </Stack>
        )}
        {data && applying && !profile.data && (profile.error ? <Alert color="red">{profile.error.message}</Alert> : <Loader size="sm" />)}
        {data && applying && profile.data && (
          <CourseApplicationForm
            initial={{ ...contactFromProfile(profile.data), motivation: '' }}
            askConsent
            note={
              <Text fw={700}>
                {data.title}
                {waitlist && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    ({educationMessages.buttons.waitlist})
                  </Text>
                )}
              </Text>
            }
            submitLabel={waitlist ? educationMessages.form.submitWaitlist : educationMessages.form.submit}
            pending={apply.isPending}
            error={apply.error?.message ?? null}
            backLabel={educationMessages.form.back}
            onBack={() => setApplying(false)}
            onSubmit={(edit) =>
              apply.mutate(
                { ...edit, courseId: id, privacyConsent: true },
                {
                  onSuccess: (created) =>
                    void navigate({
                      to: '/cooperation/applyComplete',
                      search: { no: created.applicationNo, kind: 'edu', waiting: created.waitlisted || undefined },
                    }),
                },
              )
            }
          />
        )}
      </Modal>
    </>
  )
}
