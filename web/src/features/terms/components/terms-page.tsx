import { termsCodeList, type TermsCode } from '@contract/terms'
import { Loader, Tabs } from '@mantine/core'
import { Suspense } from 'react'
import { termsMessages } from '../messages'
import { TermsDocument } from './terms-document'
import classes from './terms-page.module.css'

type TermsPageProps = {
  tab: TermsCode
  version?: number
  onChange: (next: { tab: TermsCode; version?: number }) => void
}

/** 이용약관 / 개인정보처리방침 / 이메일무단수집거부 as three tabs, each with its versions. */
export function TermsPage({ tab, version, onChange }: TermsPageProps) {
  return (
    <Tabs value={tab} onChange={(value) => onChange({ tab: (value as TermsCode | null) ?? 'use' })} classNames={{ panel: classes.panel }}>
      <Tabs.List aria-label={termsMessages.tabsLabel} grow>
        {termsCodeList.map((code) => (
          <Tabs.Tab key={code} value={code} className={classes.tab}>
            {termsMessages.tabs[code]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {termsCodeList.map((code) => (
        <Tabs.Panel key={code} value={code}>
          <h2 className={classes.title}>{termsMessages.tabs[code]}</h2>
          {code === tab && (
            <Suspense fallback={<Loader size="sm" aria-label={termsMessages.loading} />}>
              <TermsDocument code={code} version={version} onVersionChange={(next) => onChange({ tab: code, version: next })} />
            </Suspense>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
