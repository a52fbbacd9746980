import { applicationStateColors } from '@contract/applications'
import type { CompanyActivityRow, MyCompanyData } from '@contract/companies'
import { Badge, Text } from '@mantine/core'
import { formatDate } from '@/utils/format-date'
import { companyMessages } from '../messages'
import { type CompanyColumn, CompanyTable } from './company-table'
import { CompanySection } from './company-section'

const { activity: messages } = companyMessages

const stateColour = (state: string) => {
  const colour = (applicationStateColors as Record<string, string>)[state]
  return colour === 'skyblue' ? 'cyan' : colour === 'black' ? 'dark' : (colour ?? 'gray')
}

const columns: CompanyColumn<CompanyActivityRow>[] = [
  { header: messages.type, cell: (row) => row.typeLabel },
  { header: messages.number, cell: (row) => row.number },
  { header: messages.subject, cell: (row) => row.title },
  {
    header: messages.state,
    cell: (row) => (
      <Badge variant="light" color={stateColour(row.state)} radius="sm" data-state={row.state}>
        {row.stateLabel}
      </Badge>
    ),
  },
  { header: messages.filedBy, cell: (row) => row.filedBy },
  { header: messages.filedAt, cell: (row) => formatDate(row.filedAt) },
]

/**
 * What members filed for the company: the 관리자 sees every row; an ordinary member sees their own,
 * and the rest only as a count.
 */
export function CompanyActivity({ activity }: { activity: MyCompanyData['activity'] }) {
  return (
    <CompanySection id="company-activity-title" title={messages.title} intro={messages.intro}>
      <CompanyTable
        caption={messages.caption}
        empty={messages.none}
        rows={activity.rows}
        columns={columns}
        rowKey={(row) => `${row.type}-${row.id}`}
        rowAttributes={(row) => ({ 'data-activity': `${row.type}-${row.id}` })}
        minWidth={720}
      />
      {activity.othersCount > 0 && (
        <Text size="sm" data-testid="activity-others">
          {messages.others(activity.othersCount)}
        </Text>
      )}
    </CompanySection>
  )
}
