import { Button, Group, Stack } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { FactList } from '@/components/fact-list'
import classes from './certificate-sheet.module.css'

type CertificateSheetProps = {
  heading: string
  number: string
  rows: [string, string][]
  body: string
  date: string
  issuer: string
  /** The way back to the list it was opened from. */
  back: ReactNode
  printLabel: string
}

/** A certificate (수료증, 참석 확인서) as one A4 sheet, with the way back and a print button that prints only the sheet. */
export function CertificateSheet({ heading, number, rows, body, date, issuer, back, printLabel }: CertificateSheetProps) {
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {back}
        <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          {printLabel}
        </Button>
      </Group>
      <article className={classes.certificate} aria-label={heading}>
        <p className={classes.number}>{number}</p>
        <h2 className={classes.heading}>{heading}</h2>
        <FactList rows={rows} className={classes.facts} />
        <p className={classes.body}>{body}</p>
        <p className={classes.date}>{date}</p>
        <p className={classes.issuer}>{issuer}</p>
      </article>
    </Stack>
  )
}
