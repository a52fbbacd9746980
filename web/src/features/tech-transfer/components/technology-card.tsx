import type { TechnologySummary } from '@contract/tech-transfer'
import { Badge, Group, Table } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { techTransferMessages } from '../messages'
import classes from './technology-catalogue.module.css'

const messages = techTransferMessages.catalogue

function TechnologyBadges({ technology }: { technology: TechnologySummary }) {
  return (
    <Group gap={6}>
      <Badge variant="light" color="gray" radius="sm">
        {technology.subFieldLabel ?? technology.fieldLabel}
      </Badge>
      <Badge variant="light" color="indigo" radius="sm">
        TRL {technology.trl}
      </Badge>
      <Badge variant="light" color="teal" radius="sm">
        {technology.patentStatusLabel ?? messages.noPatent}
      </Badge>
      <Badge
        variant={technology.availability === 'available' ? 'light' : 'outline'}
        color={technology.availability === 'available' ? 'blue' : 'gray'}
        radius="sm"
      >
        {technology.availabilityLabel}
      </Badge>
    </Group>
  )
}

const TitleLink = ({ technology }: { technology: TechnologySummary }) => (
  <Link className={classes.titleLink} to="/cooperation/techTransferDetail" search={{ id: technology.id }}>
    {technology.title}
  </Link>
)

/** A technology as a card: its field, maturity and rights at a glance, the summary, how it is licensed. */
export function TechnologyCard({ technology }: { technology: TechnologySummary }) {
  return (
    <article className={classes.card} data-technology-id={technology.id}>
      <TechnologyBadges technology={technology} />
      <h3 className={classes.title}>
        <TitleLink technology={technology} />
      </h3>
      <p className={classes.summary}>{technology.summary}</p>
      <p className={classes.meta}>
        {technology.transferTypeLabels.join(' · ')} · {messages.views(technology.views)} · {messages.inquiries(technology.inquiries)}
      </p>
    </article>
  )
}

/** The same technologies as rows, to compare them column by column. */
export function TechnologyTable({ technologies }: { technologies: TechnologySummary[] }) {
  const { columns } = messages
  return (
    <div className={classes.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={messages.caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.title}</Table.Th>
            <Table.Th>{columns.field}</Table.Th>
            <Table.Th>{columns.trl}</Table.Th>
            <Table.Th>{columns.patent}</Table.Th>
            <Table.Th>{columns.transfer}</Table.Th>
            <Table.Th>{columns.availability}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {technologies.map((technology) => (
            <Table.Tr key={technology.id} data-technology-id={technology.id}>
              <Table.Td>
                <TitleLink technology={technology} />
              </Table.Td>
              <Table.Td>{technology.subFieldLabel ?? technology.fieldLabel}</Table.Td>
              <Table.Td>{technology.trl}</Table.Td>
              <Table.Td>{technology.patentStatusLabel ?? messages.noPatent}</Table.Td>
              <Table.Td>{technology.transferTypeLabels.join(', ')}</Table.Td>
              <Table.Td>{technology.availabilityLabel}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
