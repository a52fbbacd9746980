import { advisoryFields } from '@contract/applications'
import { companyInitial, type FamilyCompanyCard, type FamilyTier } from '@contract/companies'
import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import grid from '@/components/card-grid.module.css'
import { FamilyTierFacts } from '@/components/family-tier-facts'
import { FilteredList } from '@/components/filtered-list'
import { familyDirectoryQueryOptions, familyTiersQueryOptions } from '../api/family'
import type { FamilyDirectorySearch } from '../lib/family-search'
import { familyMessages } from '../messages'
import classes from './family-directory-page.module.css'

const { list: messages, about } = familyMessages

function TierSummary({ tier }: { tier: FamilyTier }) {
  return (
    <Paper withBorder p="sm" data-tier={tier.id}>
      <Text fw={700}>{tier.name}</Text>
      <FamilyTierFacts tier={tier} />
    </Paper>
  )
}

/** What membership brings, tier by tier, and the way to apply. */
function AboutFamily() {
  const tiers = useQuery(familyTiersQueryOptions())
  return (
    <Stack gap="sm" component="section" aria-labelledby="family-about-title">
      <Title order={2} size="h4" id="family-about-title">
        {about.title}
      </Title>
      <Text size="sm">{about.intro}</Text>
      {tiers.data && tiers.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(tiers.data.length, 3) }} spacing="sm">
          {tiers.data.map((tier) => (
            <TierSummary key={tier.id} tier={tier} />
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm">
        <Button renderRoot={(props) => <Link to="/myPage/company" search={{}} {...props} />}>{about.apply}</Button>
        <Text size="xs" c="dimmed">
          {about.applyNote}
        </Text>
      </Group>
    </Stack>
  )
}

function CompanyCard({ company }: { company: FamilyCompanyCard }) {
  return (
    <article className={classes.card} data-company-id={company.id}>
      <div className={classes.head}>
        <Avatar src={company.logoUrl} alt={messages.logoAlt(company.name)} size={48} radius="sm" color="gray">
          {companyInitial(company.name)}
        </Avatar>
        <div>
          <h3 className={classes.name}>{company.name}</h3>
          {company.industry && (
            <Text size="sm" c="dimmed">
              {company.industry}
            </Text>
          )}
        </div>
      </div>
      <Group gap={4}>
        <Badge color="grape" radius="sm">
          {company.tierName}
        </Badge>
        {company.cooperationFields.map((field) => (
          <Badge key={field.value} variant="light" color="gray" radius="sm">
            {field.label}
          </Badge>
        ))}
      </Group>
      {company.introduction && <p className={classes.introduction}>{company.introduction}</p>}
      {company.homepage && (
        <Anchor href={company.homepage} target="_blank" rel="noopener noreferrer" size="sm" mt="auto">
          {messages.homepage}
        </Anchor>
      )}
    </article>
  )
}

/** /cooperation/family: the public directory of 가족회사, searchable by name and field, paged. */
export function FamilyDirectoryPage({ search }: { search: FamilyDirectorySearch }) {
  const { data } = useSuspenseQuery(familyDirectoryQueryOptions(search))
  const navigate = useNavigate()
  return (
    <FilteredList
      lead={<AboutFamily />}
      messages={messages}
      filter={{ key: 'field', label: messages.fieldLabel, allLabel: messages.allFields, options: advisoryFields }}
      query={search}
      go={(next) => void navigate({ to: '.', search: next })}
      data={data}
      listClassName={grid.grid}
      renderItem={(company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      )}
      intro={null}
    />
  )
}
