import { Button, Container, NativeSelect } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { commonMessages } from '@/config/messages'
import { useSiteSettings } from '@/lib/queries/site-settings'
import { SiteLogo } from './site-logo'
import classes from './site-footer.module.css'

/**
 * Address, contacts and links come from 사이트 설정, which staff edit. The institution select only
 * opens a site when 이동 is pressed: changing a select must not move the visitor away on its own
 * (WCAG 3.2.2).
 */
export function SiteFooter() {
  const [institutionUrl, setInstitutionUrl] = useState('')
  const settings = useSiteSettings()

  return (
    <footer className={classes.footer}>
      <Container className={classes.top}>
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
          <NativeSelect
            label={commonMessages.institutions}
            value={institutionUrl}
            onChange={(event) => setInstitutionUrl(event.currentTarget.value)}
            data={[
              { value: '', label: commonMessages.institutionsPlaceholder },
              ...(settings?.institutions ?? []).map((institution) => ({ value: institution.url, label: institution.label })),
            ]}
            size="xs"
            classNames={{ root: classes.selectRoot, label: classes.selectLabel }}
          />
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
