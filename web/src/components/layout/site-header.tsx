import { ActionIcon, Burger, Container } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { commonMessages } from '@/config/messages'
import { useScrolledPast } from '@/hooks/use-scrolled-past'
import { findMenuGroup } from '@/lib/menu'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DesktopNav } from './desktop-nav'
import { HeaderAccountLinks } from './header-account-links'
import { SiteLogo } from './site-logo'
import classes from './site-header.module.css'

/** Spec §9: the fixed copy of the header appears once the page is scrolled beyond 60px. */
export const FIXED_HEADER_OFFSET = 60

/** `bell` is the signed-in member's notification bell, which the frame brings from its feature. */
type HeaderActions = { onOpenMenu: () => void; onOpenSearch: () => void; bell?: ReactNode }

function HeaderBar({ onOpenMenu, onOpenSearch, bell }: HeaderActions) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const activeGroup = findMenuGroup(pathname)?.menu
  return (
    <Container className={classes.bar}>
      <SiteLogo />
      <DesktopNav activeGroup={activeGroup} />
      <div className={classes.actions}>
        <div className={classes.desktopOnly}>
          <HeaderAccountLinks />
        </div>
        {bell}
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={commonMessages.openSearch} onClick={onOpenSearch}>
          <IconSearch size={22} stroke={1.8} />
        </ActionIcon>
        <Burger className={classes.mobileOnly} aria-label={commonMessages.openMenu} onClick={onOpenMenu} size="sm" />
      </div>
    </Container>
  )
}

export function SiteHeader(actions: HeaderActions) {
  const fixedVisible = useScrolledPast(FIXED_HEADER_OFFSET)
  return (
    <>
      <header className={classes.header}>
        <HeaderBar {...actions} />
      </header>
      <div
        data-testid="fixed-header"
        className={classes.fixedHeader}
        data-visible={fixedVisible || undefined}
        aria-hidden={!fixedVisible}
        inert={!fixedVisible}
      >
        <HeaderBar {...actions} />
      </div>
    </>
  )
}
