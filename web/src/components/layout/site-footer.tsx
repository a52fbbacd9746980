import { Button, Container } from '@mantine/core'
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { commonMessages } from '@/config/messages'
import { useSiteSettings } from '@/lib/queries/site-settings'
import { SiteLogo } from './site-logo'
import classes from './site-footer.module.css'

/**
 * Address, contacts and links come from 사이트 설정, which staff edit. The institution select only
 * opens a site when 이동 is pressed: changing a select must not move the visitor away on its own
 * (WCAG 3.2.2). A plain select: Mantine's input family would load with every first page for it.
 * 도움 정보 (FAQ, 1:1 문의, 전화) stands first in the footer of every page with the portal's frame, in
 * the same order (KWCAG 7.2.2 찾기 쉬운 도움 정보).
 */
export function SiteFooter() {
  const [institutionUrl, setInstitutionUrl] = useState('')
  const settings = useSiteSettings()
  const selectId = useId()

  return (
    <footer className={classes.footer}>
      <Container className={classes.top}>
        <nav aria-label={commonMessages.help} className={classes.help}>
          <ul className={classes.helpList}>
            <li>
              <Link to="/infoPlaza/faq">{commonMessages.helpFaq}</Link>
            </li>
            <li>
              <Link to="/infoPlaza/qna">{commonMessages.helpQna}</Link>
            </li>
            {settings?.phone && (
              <li>
                <a href={`tel:${settings.phone}`}>
                  {commonMessages.helpPhone} {settings.phone}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <Button
          component="a"
          href={settings?.privacyPolicyUrl ?? '/terms?tab=privacy'}
          target="_blank"
          rel="noopener noreferrer"
          variant="white"
          size="xs"
          className={classes.privacy}
          rightSection={<IconExternalLink size={14} aria-label={commonMessages.newWindow} />}
        >
          {commonMessages.privacyPolicy}
        </Button>
        <div className={classes.institutions}>
          <div className={classes.selectRoot}>
            <label htmlFor={selectId} className={classes.selectLabel}>
              {commonMessages.institutions}
            </label>
            <div className={classes.selectBox}>
              <select
                id={selectId}
                className={`${classes.select} mantine-focus-auto`}
                value={institutionUrl}
                onChange={(event) => setInstitutionUrl(event.currentTarget.value)}
              >
                <option value="">{commonMessages.institutionsPlaceholder}</option>
                {(settings?.institutions ?? []).map((institution) => (
                  <option key={institution.url} value={institution.url}>
                    {institution.label}
                  </option>
                ))}
              </select>
              <IconChevronDown size={14} className={classes.chevron} aria-hidden="true" />
            </div>
          </div>
          <Button
            size="xs"
            variant="outline"
            color="gray.0"
            disabled={!institutionUrl}
            onClick={() => window.open(institutionUrl, '_blank', 'noopener,noreferrer')}
          >
            {commonMessages.institutionsGo}
          </Button>
        </div>
      </Container>
      <Container className={classes.bottom}>
        <SiteLogo inverted />
        <div className={classes.info}>
          {settings && (
            <>
              <address className={classes.address}>
                <span>{settings.address}</span>
                <span>
                  {commonMessages.tel} <a href={`tel:${settings.phone}`}>{settings.phone}</a>
                </span>
                {settings.fax && (
                  <span>
                    {commonMessages.fax} {settings.fax}
                  </span>
                )}
              </address>
              <p className={classes.copyright}>{settings.copyright}</p>
            </>
          )}
        </div>
      </Container>
    </footer>
  )
}
