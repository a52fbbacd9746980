import { Button } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { boardMessages } from './board-messages'

/** 인쇄: the browser's print dialog; the print stylesheet (styles/print.css) leaves the post alone on the page. */
export function PrintButton() {
  return (
    <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
      {boardMessages.print}
    </Button>
  )
}
