import type { IntroPage } from '@contract/pages'
import { commonMessages } from '@/config/messages'
import classes from './intro-content.module.css'

/**
 * A programme or centre introduction as staff wrote it under 페이지 관리: the lead line, then the
 * body (HTML the server renders from the CMS rich text, every text node escaped).
 */
export function IntroContent({ content }: { content: IntroPage | null }) {
  if (!content) return <UnpublishedNotice />
  return (
    <div className={classes.page}>
      <p className={classes.lead}>{content.lead}</p>
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: content.html }} />
    </div>
  )
}

/** What a page shows before staff first publish it. */
export function UnpublishedNotice() {
  return <p className={classes.empty}>{commonMessages.unpublishedPage}</p>
}
