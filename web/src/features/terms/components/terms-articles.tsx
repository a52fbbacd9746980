import { termsArticles, termsMessages, type TermsTab } from '../messages'
import classes from './terms-page.module.css'

/** One policy text: its articles and the effective date. /terms and the join form both show it. */
export function TermsArticles({ tab }: { tab: TermsTab }) {
  return (
    <>
      {termsArticles[tab].map((article) => (
        <section key={article.heading} className={classes.article}>
          <h3 className={classes.heading}>{article.heading}</h3>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph} className={classes.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className={classes.effective}>{termsMessages.effective}</p>
    </>
  )
}
