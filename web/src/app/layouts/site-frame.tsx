import { lazy, type ReactNode, Suspense } from 'react'
import { BackToTop } from '@/components/layout/back-to-top'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { commonMessages } from '@/config/messages'
import { useAuth } from '@/hooks/use-auth'
import { useLazyDialog } from '@/hooks/use-lazy-dialog'
import classes from './site-frame.module.css'

// The drawer and the search dialog (with Mantine's overlay, scroll lock and scroll area) load when
// first opened: most visitors never open them, and every first page would otherwise carry them.
const MobileDrawer = lazy(() => import('@/components/layout/mobile-drawer').then((module) => ({ default: module.MobileDrawer })))
const HeaderSearch = lazy(() => import('@/features/search/components/header-search').then((module) => ({ default: module.HeaderSearch })))
// Guests never load the bell; a member's first page fetches it beside the page.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((module) => ({ default: module.NotificationBell })))

/** Header (with drawer and search dialog), main and footer: the chrome every visible layout shares. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const menu = useLazyDialog()
  const search = useLazyDialog()
  const { isLogin } = useAuth()
  const bell = isLogin ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null
  return (
    <div className={classes.frame}>
      <a href="#main-content" className={classes.skipLink}>
        {commonMessages.skipToContent}
      </a>
      <SiteHeader onOpenMenu={menu.open} onOpenSearch={search.open} bell={bell} />
      <Suspense fallback={null}>
        {menu.mounted && <MobileDrawer opened={menu.opened} onClose={menu.close} />}
        {search.mounted && <HeaderSearch opened={search.opened} onClose={search.close} />}
      </Suspense>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  )
}
