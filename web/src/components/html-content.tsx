import { Typography } from '@mantine/core'
import classes from './html-content.module.css'

/**
 * Post bodies arrive as HTML that the server renders from the CMS rich text, escaping every text
 * node, so it is shown as it is.
 */
export function HtmlContent({ html }: { html: string }) {
  return <Typography className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
}
