import { Tabs } from '@mantine/core'
import { termsArticles, termsMessages, type TermsTab } from '../messages'
import classes from './terms-page.module.css'

const tabOrder: TermsTab[] = ['terms', 'privacy', 'email']

type TermsPageProps = { tab: TermsTab; onTabChange: (tab: TermsTab) => void }

/** 이용약관 / 개인정보처리방침 / 이메일무단수집거부 as three tabs. */
export function TermsPage({ tab, onTabChange }: TermsPageProps) {
  return (
    <Tabs value={tab} onChange={(value) => onTabChange((value as TermsTab | null) ?? 'terms')} classNames={{ panel: classes.panel }}>
      <Tabs.List aria-label={termsMessages.tabsLabel} grow>
        {tabOrder.map((value) => (
          <Tabs.Tab key={value} value={value} className={classes.tab}>
            {termsMessages.tabs[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabOrder.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <h2 className={classes.title}>{termsMessages.tabs[value]}</h2>
          {termsArticles[value].map((article) => (
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
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
