import { formatSeoulDate, formatSeoulDateTime } from '@contract/date-format'
import { type EquipmentStatement, type StatementLine, type StatementScope, statementLabels as t } from '@contract/equipment-statement'
import { Alert, Button, Group, Loader, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { IconDownload, IconPrinter } from '@tabler/icons-react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { FactList } from '@/components/fact-list'
import { ApiError } from '@/lib/api-client'
import { commonMessages } from '@/config/messages'
import { downloadStatementPdf, monthlyStatementQueryOptions, statementQueryOptions } from '../api/get-statement'
import { equipmentMessages } from '../messages'
import classes from './statement-page.module.css'

const messages = equipmentMessages.statement
const won = messages.won

type Target = { id: number } | { month: string; scope: StatementScope }

/** The figures of a line, right-aligned under their headings. */
const numberColumns: { label: string; value: (line: StatementLine) => string }[] = [
  { label: t.units, value: (line) => messages.units(line.charge.units, line.charge.unitLabel) },
  { label: t.unitFee, value: (line) => won(line.charge.unitFee) },
  { label: t.discount, value: (line) => won(-line.charge.discountAmount) },
  { label: t.adjustment, value: (line) => won(line.charge.adjustmentAmount) },
  { label: t.amount, value: (line) => won(line.charge.total) },
]

/** The tool bar (back, print, PDF) above a statement; it does not go to the printer. */
function StatementTools({ statement, target }: { statement: EquipmentStatement; target: Target }) {
  const [error, setError] = useState<string | null>(null)
  const download = () =>
    downloadStatementPdf(statement, target).catch((caught: unknown) => setError(caught instanceof ApiError ? caught.message : commonMessages.requestFailed))
  return (
    <Stack gap="xs" className={classes.tools}>
      <Group justify="flex-end">
        <Button variant="default" renderRoot={(props) => <Link to="/myPage/equ" {...props} />}>
          {messages.back}
        </Button>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void download()}>
          {messages.pdf}
        </Button>
        <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          {messages.print}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  )
}

/** One statement as a page: the same figures and wording as its PDF. */
export function StatementSheet({ statement }: { statement: EquipmentStatement }) {
  const { issuer, totals } = statement
  const facts: [string, string][] = [
    [t.statementNo, statement.statementNo],
    [t.issuedOn, formatSeoulDate(statement.issuedOn)],
    ...(statement.month ? [[t.month, statement.month.replace('-', '.')] as [string, string]] : []),
    [t.billedTo, [...new Set([statement.billedTo.name, statement.billedTo.organisation].filter(Boolean))].join(' / ')],
    [t.dueDate, formatSeoulDate(statement.dueDate)],
  ]
  const sums: [string, number][] = [
    [t.baseAmount, totals.baseAmount],
    [t.discount, -totals.discountAmount],
    [t.adjustment, totals.adjustmentAmount],
    [t.supplyAmount, totals.supplyAmount],
    [t.vatAmount, totals.vatAmount],
  ]
  return (
    <article className={classes.sheet} aria-label={t.title(statement.kind)}>
      <h2 className={classes.heading}>{t.title(statement.kind)}</h2>
      <FactList rows={facts} className={classes.facts} />
      {statement.lines.length === 0 ? (
        <p>{t.noLines}</p>
      ) : (
        <div className={classes.scroll}>
          <table className={classes.lines}>
            <thead>
              <tr>
                <th scope="col">{t.useDate}</th>
                <th scope="col">{t.equipment}</th>
                {numberColumns.map((column) => (
                  <th key={column.label} scope="col" className={classes.number}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            {statement.lines.map((line) => (
              <tbody key={line.reservationId}>
                <tr>
                  <td>{formatSeoulDate(line.useDate)}</td>
                  <td>
                    {line.equipmentName}
                    <br />
                    <small>{line.nfecNo ?? line.equipmentNo}</small>
                  </td>
                  {numberColumns.map((column) => (
                    <td key={column.label} className={classes.number}>
                      {column.value(line)}
                    </td>
                  ))}
                </tr>
                <tr className={classes.details}>
                  <td colSpan={7}>
                    {[
                      `${t.actualUse} ${formatSeoulDateTime(line.actualStartAt)} ~ ${formatSeoulDateTime(line.actualEndAt)}`,
                      `${t.user} ${line.userName}`,
                      `${t.operator} ${line.operator}`,
                      line.samples != null && `${t.samples} ${line.samples}`,
                      line.staffHours != null && `${t.staffHours} ${messages.staffHours(line.staffHours)}`,
                      line.charge.discountLabel && `${t.discount} ${line.charge.discountLabel}`,
                      line.charge.adjustmentReason && `${t.adjustmentReason} ${line.charge.adjustmentReason}`,
                      statement.kind !== 'booking' && `${t.statementNo} ${line.statementNo}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        </div>
      )}
      <dl className={classes.sums}>
        {sums.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{won(amount)}</dd>
          </div>
        ))}
        <div className={classes.total}>
          <dt>{t.total}</dt>
          <dd>{won(totals.total)}</dd>
        </div>
      </dl>
      <p className={classes.account}>
        {t.account} {[issuer.bank, issuer.accountNo, issuer.accountHolder && `${t.accountHolder} ${issuer.accountHolder}`].filter(Boolean).join(' ')}
      </p>
      {issuer.footer && <p className={classes.footer}>{issuer.footer}</p>}
      <p className={classes.issuer}>{issuer.organizationName}</p>
      <p className={classes.address}>{[issuer.address, issuer.phone && `${t.phone} ${issuer.phone}`].filter(Boolean).join(' · ')}</p>
    </article>
  )
}

/** /myPage/equ/statement?id=: one booking's 이용 내역서, ready to print or save as PDF. */
export function BookingStatementPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(statementQueryOptions(id))
  return (
    <Stack gap="md">
      <StatementTools statement={data} target={{ id }} />
      <StatementSheet statement={data} />
    </Stack>
  )
}

/** /myPage/equ/statements?month=&scope=: a month's 청구서, the member's own or (for a 관리자) the company's. */
export function MonthlyStatementPage({ month, scope }: { month: string; scope: StatementScope }) {
  const navigate = useNavigate()
  const [chosen, setChosen] = useState(month)
  const query = useQuery({ ...monthlyStatementQueryOptions(month, scope), retry: false })
  const show = (next: { month?: string; scope?: StatementScope }) =>
    void navigate({ to: '/myPage/equ/statements', search: { month: next.month ?? month, scope: next.scope ?? scope } })
  return (
    <Stack gap="md">
      <Group align="flex-end" className={classes.tools}>
        <TextInput type="month" label={messages.monthLabel} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)} />
        <Button variant="default" onClick={() => show({ month: chosen })}>
          {messages.show}
        </Button>
        <SegmentedControl
          aria-label={messages.scopeLabel}
          value={scope}
          onChange={(value) => show({ scope: value as StatementScope })}
          data={(['member', 'company'] as const).map((value) => ({ value, label: messages.scopes[value] }))}
        />
      </Group>
      {query.isPending && <Loader aria-label={messages.loading} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {query.error instanceof ApiError ? query.error.message : commonMessages.requestFailed}
        </Alert>
      )}
      {query.data && (
        <>
          <StatementTools statement={query.data} target={{ month, scope }} />
          <StatementSheet statement={query.data} />
        </>
      )}
    </Stack>
  )
}
