import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = { id: string; title: string; intro?: string; action?: ReactNode; children: ReactNode }

/** A part of /myPage/company under its heading, with what it is for and its action beside the heading. */
export function CompanySection({ id, title, intro, action, children }: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  )
}
