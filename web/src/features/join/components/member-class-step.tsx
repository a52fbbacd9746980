import { Alert, Button, Group, Radio, Text } from '@mantine/core'
import { memberClasses } from '@contract/account-options'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useFieldErrors } from '@/hooks/use-field-errors'
import { describeMemberClassServices } from '@/lib/member-class-services'
import { useJoinFlow } from '../hooks/use-join-flow'
import { joinFlowStore } from '../join-flow-store'
import { joinText } from '../messages'
import { JoinSteps } from './join-steps'
import step from './join-step.module.css'
import classes from './member-class-step.module.css'

/** Step 1: which kind of member is joining. */
export function MemberClassStep() {
  const navigate = useNavigate()
  const flow = useJoinFlow()
  const [value, setValue] = useState(flow.memberClass ?? '')
  const { errors, validate } = useFieldErrors(() => ({ memberClass: value ? undefined : joinText.memberClassRequired }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!validate()) return
    // Choosing a class starts a new join, so a finished one from this tab is forgotten.
    joinFlowStore.update({ memberClass: value, joined: null })
    void navigate({ to: '/join/emailAuth' })
  }

  return (
    <form onSubmit={submit} className={step.form} noValidate>
      <JoinSteps current={0} />
      <p className={step.intro}>{joinText.memberClassIntro}</p>
      <Radio.Group label={joinText.memberClassLegend} value={value} onChange={setValue} withAsterisk>
        <div className={classes.cards}>
          {memberClasses.map((option) => (
            <Radio.Card key={option.value} value={option.value} className={classes.card} aria-label={option.label}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={700}>{option.label}</Text>
                  <Text size="sm" c="dimmed" className={classes.description}>
                    {joinText.memberClassDescriptions[option.value]} {describeMemberClassServices(option.value)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {errors.memberClass && (
        <Alert color="red" role="alert">
          {errors.memberClass}
        </Alert>
      )}
      <div className={step.actions}>
        <Button type="submit" size="md">
          {joinText.next}
        </Button>
      </div>
    </form>
  )
}
