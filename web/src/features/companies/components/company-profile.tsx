import {
  type CompanyProfile,
  type CompanyRole,
  companyInitial,
  companyLimits,
  companyRoles,
  formatBusinessNumber,
  normalizeBusinessNumber,
} from '@contract/companies'
import { Alert, Avatar, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LabelValueTable } from '@/components/label-value-table'
import { formatDate } from '@/utils/format-date'
import { companyApi } from '../api/companies'
import { type Notify, useCompanyAction } from '../hooks/use-company-action'
import { companyMessages } from '../messages'
import { CompanyForm } from './company-form'

const { profile, form } = companyMessages

type Props = { company: CompanyProfile; role: CompanyRole | null; notify: Notify }

/** The company's record; its 관리자 edits it and changes the logo. A new number waits for staff. */
export function CompanyProfileSection({ company, role, notify }: Props) {
  const [editing, setEditing] = useState(false)
  const isManager = role === 'manager'
  const save = useCompanyAction(
    (input: Parameters<typeof companyApi.update>[0]) => companyApi.update(input),
    notify,
    () => profile.saved,
    true,
  )
  const logo = useCompanyAction(companyApi.uploadLogo, notify, () => profile.logoSaved)
  const roleLabel = companyRoles.find((option) => option.value === role)?.label

  const rows: [string, string][] = [
    [form.businessNumber, formatBusinessNumber(company.businessNumber)],
    [form.ceo, company.ceo],
    [form.size, company.sizeLabel],
    [form.industry, [company.industry, company.businessType].filter(Boolean).join(' · ') || profile.empty],
    [form.address, company.address ?? profile.empty],
    [form.phone, company.phone ?? profile.empty],
    [form.homepage, company.homepage ?? profile.empty],
    [form.foundedOn, formatDate(company.foundedOn) || profile.empty],
    [form.introduction, company.introduction ?? profile.empty],
  ]

  return (
    <Stack gap="md" component="section" aria-labelledby="company-profile-title">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md">
          <Avatar src={company.logoUrl} alt={profile.logoAlt(company.name)} size={64} radius="sm" color="gray">
            {companyInitial(company.name)}
          </Avatar>
          <div>
            <Title order={2} size="h3" id="company-profile-title">
              {company.name}
            </Title>
            {roleLabel && (
              <Text size="sm" c="dimmed">
                {profile.myRole(roleLabel)}
              </Text>
            )}
          </div>
        </Group>
        {isManager && !editing && (
          <Group gap="xs">
            <FileButton
              accept="image/jpeg,image/png,image/webp"
              onChange={(file) => {
                if (!file) return
                if (file.size > companyLimits.logoMaxBytes) notify(profile.logoHint, true)
                else logo.mutate(file)
              }}
            >
              {(props) => (
                <Button variant="default" size="xs" loading={logo.isPending} title={profile.logoHint} {...props}>
                  {profile.logoUpload}
                </Button>
              )}
            </FileButton>
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {profile.edit}
            </Button>
          </Group>
        )}
      </Group>
      {company.pendingBusinessNumber && (
        <Alert color="yellow" variant="light" data-testid="pending-business-number">
          {profile.pendingNumber(formatBusinessNumber(company.pendingBusinessNumber))}
        </Alert>
      )}
      {editing ? (
        <CompanyForm
          company={company}
          submitLabel={form.save}
          submitting={save.isPending}
          error={save.error?.message ?? null}
          onCancel={() => setEditing(false)}
          onSubmit={(input) =>
            save.mutate(
              {
                ...input,
                // Only a changed number is sent: it becomes a request staff confirm, not a change.
                businessNumber: normalizeBusinessNumber(input.businessNumber) === company.businessNumber ? undefined : input.businessNumber,
              },
              { onSuccess: () => setEditing(false) },
            )
          }
        />
      ) : (
        <LabelValueTable rows={rows} />
      )}
    </Stack>
  )
}
