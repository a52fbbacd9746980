import { memberClasses } from '@contract/account-options'
import type { MemberClassValue } from '@contract/companies'
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { describeMemberClassServices } from '@/lib/member-class-services'
import { queryKeys } from '@/lib/queries/query-keys'
import { changeMemberClass } from '../api/change-member-class'
import { myPageMessages } from '../messages'

const messages = myPageMessages.memberClass

const labelOf = (value: string) => memberClasses.find((option) => option.value === value)?.label ?? value

type Props = { memberClass: string; profileToken: string; onNotice: (message: string, isError: boolean) => void }

/**
 * 회원 유형 and what it may apply for, with the change. Leaving 기업회원 needs leaving the company
 * first: that rule is the server's, and its refusal is shown as it says it.
 */
export function MemberClassField({ memberClass, profileToken, onNotice }: Props) {
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState(memberClass)
  const [chosen, setChosen] = useState(memberClass)
  const change = useMutation({
    mutationFn: (next: MemberClassValue) => changeMemberClass(profileToken, next),
    onSuccess: (_result, next) => {
      setCurrent(next)
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.myInfo() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.mypage.summary() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies.mine() })
      onNotice(messages.changed(labelOf(next)), false)
    },
  })

  return (
    <Stack gap="xs" component="section" aria-labelledby="member-class-title">
      <Title order={3} size="h5" id="member-class-title">
        {messages.title}
      </Title>
      <Text size="sm" data-testid="member-class-current">
        {messages.current(labelOf(current))} {describeMemberClassServices(current)}
      </Text>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={messages.select}
          value={chosen}
          onChange={(event) => {
            setChosen(event.currentTarget.value)
            change.reset()
          }}
          data={memberClasses.map((option) => ({ value: option.value, label: option.label }))}
        />
        <Button variant="light" disabled={chosen === current} loading={change.isPending} onClick={() => change.mutate(chosen as MemberClassValue)}>
          {messages.change}
        </Button>
      </Group>
      {chosen !== current && (
        <Text size="xs" c="dimmed">
          {describeMemberClassServices(chosen)}
        </Text>
      )}
      {change.error && (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      )}
      {(current === 'company' || change.error) && (
        <Anchor component={Link} to="/myPage/company" size="sm">
          {messages.toCompany}
        </Anchor>
      )}
    </Stack>
  )
}
