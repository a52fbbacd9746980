import { Tabs } from '@mantine/core'
import { termsMessages, type TermsTab } from '../messages'
import { TermsArticles } from './terms-articles'
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
          <TermsArticles tab={value} />
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
