import { affiliationTypes, genders, memberClasses } from '@contract/account-options'
import { formatSeoulDate } from '@contract/date-format'
import { maskEmail, maskPhone } from '@contract/masking'
import { Alert, Button, Group, Image, Loader, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { myInfoQueryOptions } from '../api/get-my-info'
import { useGateExpired } from '../hooks/use-gate-expired'
import type { ProfileGate } from '../lib/profile-gate'
import { myPageMessages } from '../messages'
import { GateTimer } from './gate-timer'
import classes from './my-page.module.css'

/** A Korean number is written as Koreans write it (010-…); another country's keeps its code. */
const HOME_COUNTRY = '+82'

const messages = myPageMessages.info
const detail = myPageMessages.detail

const labelIn = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? detail.none

/**
 * /myPage/InfoDetail: the member's profile as it stands, behind the password gate like the edit page.
 * The e-mail and the phone are masked as the portal masks them elsewhere: this page is for looking,
 * and the edit page shows them whole where they are changed.
 */
export function ProfileDetailPage({ gate }: { gate: ProfileGate }) {
  const { expire, expireOn403 } = useGateExpired()
  const info = useQuery(myInfoQueryOptions(gate.profileToken))

  useEffect(() => {
    if (info.error) expireOn403(info.error)
  }, [info.error, expireOn403])

  if (info.isPending) return <Loader />
  if (info.error) return <Alert color="red">{info.error.message}</Alert>

  const me = info.data
  const rows: [string, ReactNode][] = [
    [messages.loginId, me.login_id],
    [messages.name, me.name],
    [messages.email, maskEmail(me.email)],
    [
      detail.phone,
      me.phone
        ? `${me.phoneCountry === HOME_COUNTRY ? '' : `${me.phoneCountry} `}${maskPhone(me.phone)} · ${me.phoneVerifiedAt ? detail.phoneVerified : detail.phoneUnverified}`
        : detail.none,
    ],
    [messages.gender, labelIn(genders, me.gender)],
    [detail.memberClass, labelIn(memberClasses, me.memberClass)],
    [detail.affiliation, [labelIn(affiliationTypes, me.affiliationType), me.affiliation, me.department].filter(Boolean).join(' · ')],
    [messages.marketing, me.marketing ? detail.marketingYes : detail.marketingNo],
    [messages.social, me.socialAccounts.length ? me.socialAccounts.map((account) => account.label).join(', ') : messages.noSocial],
    [detail.joinedAt, formatSeoulDate(me.joinedAt)],
  ]

  return (
    <Stack gap="lg" className={classes.form}>
      <GateTimer expiresAt={gate.expiresAt} onExpire={expire} />
      <Group gap="md">
        {me.avatarUrl ? (
          <Image src={me.avatarUrl} alt={messages.avatarAlt} className={classes.avatar} />
        ) : (
          <Text size="sm" c="dimmed">
            {messages.noAvatar}
          </Text>
        )}
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed" aria-label={detail.tableLabel}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160} scope="row">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="center">
        <Button component={Link} to="/myPage/myInfo">
          {detail.edit}
        </Button>
        <Button component={Link} to="/myPage/changePassword" variant="default">
          {messages.changePassword}
        </Button>
      </Group>
    </Stack>
  )
}
