import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { BackToTop } from '@/components/layout/back-to-top'
import { MobileDrawer } from '@/components/layout/mobile-drawer'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { commonMessages } from '@/config/messages'
import { HeaderSearch } from '@/features/search/components/header-search'
import classes from './site-frame.module.css'

/** Header (with drawer and search dialog), main and footer: the chrome every visible layout shares. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false)
  const [searchOpened, search] = useDisclosure(false)
  return (
    <div className={classes.frame}>
      <a href="#main-content" className={classes.skipLink}>
        {commonMessages.skipToContent}
      </a>
      <SiteHeader onOpenMenu={menu.open} onOpenSearch={search.open} />
      <MobileDrawer opened={menuOpened} onClose={menu.close} />
      <HeaderSearch opened={searchOpened} onClose={search.close} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  )
}
