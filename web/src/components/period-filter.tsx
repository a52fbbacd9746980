import { isPeriodInOrder, type Period, periodMessages } from '@contract/period'
import { Group } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import 'dayjs/locale/ko'
import { useState } from 'react'
import classes from './period-filter.module.css'

export const periodFilterMessages = {
  legend: '기간',
  startDate: '시작일',
  endDate: '종료일',
  placeholder: '날짜 선택',
} as const

type PeriodFilterProps = {
  /** What the URL holds now. */
  period: Period
  /** Called with a period in order only; a reversed one stays on screen with its message. */
  onChange: (period: Period) => void
  /** What the dates are (등록일, 신청일, 이용일), after 기간. */
  dateLabel?: string
}

/**
 * The 기간 search of a list (issue 36): from and to, Seoul calendar days, either left open. The list
 * follows as soon as the period is in order; a start after the end is said in Korean and not applied.
 */
export function PeriodFilter({ period, onChange, dateLabel }: PeriodFilterProps) {
  const [draft, setDraft] = useState<Period>({ startDate: period.startDate, endDate: period.endDate })
  const reversed = !isPeriodInOrder(draft)
  const choose = (next: Period) => {
    setDraft(next)
    if (isPeriodInOrder(next)) onChange(next)
  }
  const input = {
    valueFormat: 'YYYY.MM.DD',
    clearable: true,
    placeholder: periodFilterMessages.placeholder,
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
  }
  return (
    <DatesProvider settings={{ locale: 'ko' }}>
      <fieldset className={classes.period}>
        <legend className={classes.legend}>{dateLabel ? `${periodFilterMessages.legend}(${dateLabel})` : periodFilterMessages.legend}</legend>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <DatePickerInput
            {...input}
            label={periodFilterMessages.startDate}
            value={draft.startDate ?? null}
            onChange={(value) => choose({ ...draft, startDate: value ?? undefined })}
            className={classes.date}
          />
          <DatePickerInput
            {...input}
            label={periodFilterMessages.endDate}
            value={draft.endDate ?? null}
            onChange={(value) => choose({ ...draft, endDate: value ?? undefined })}
            error={reversed ? periodMessages.order : undefined}
            className={classes.date}
          />
        </Group>
      </fieldset>
    </DatesProvider>
  )
}
