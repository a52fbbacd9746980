import { Button, Drawer, Group, NavLink, Text } from '@mantine/core'
import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { commonMessages } from '@/config/messages'
import { menuGroups, topSections } from '@/config/menus'
import { useAuth } from '@/hooks/use-auth'
import { findActiveItem, findMenuGroup } from '@/lib/menu'
import { memberDisplayName } from '@/lib/member-name'
import { MenuLink } from './menu-link'
import classes from './mobile-drawer.module.css'
import { LogoutConfirm } from './logout-confirm'

type MobileDrawerProps = { opened: boolean; onClose: () => void }

/** The mobile menu tree with a greeting for members and a login prompt for guests (spec §2). */
export function MobileDrawer({ opened, onClose }: MobileDrawerProps) {
  const { isLogin, userInfo } = useAuth()
  const [confirming, setConfirming] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })
  const search = useLocation({ select: (location): Readonly<Record<string, unknown>> => location.search })
  const currentGroup = findMenuGroup(pathname)
  const sections = isLogin ? [...topSections, menuGroups.mypage] : topSections

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 22rem)"
      title={commonMessages.menuTitle}
      closeButtonProps={{ 'aria-label': commonMessages.closeMenu }}
      // The site frame gives focus back to the menu button (this drawer mounts already open).
      returnFocus={false}
      classNames={{ body: classes.body, title: classes.title }}
    >
      <div className={classes.account}>
        {isLogin && userInfo ? (
          <>
            <Text className={classes.greeting}>{commonMessages.greetingMember(memberDisplayName(userInfo))}</Text>
            <Group gap="xs" className={classes.accountActions}>
              <Button size="xs" renderRoot={(props) => <Link to="/myPage" onClick={onClose} {...props} />}>
                {commonMessages.myPage}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
                {commonMessages.logout}
              </Button>
              <LogoutConfirm opened={confirming} onCancel={() => setConfirming(false)} onLogout={onClose} />
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{commonMessages.greetingGuest}</Text>
            <Group gap="xs" className={classes.accountActions}>
              <Button size="xs" renderRoot={(props) => <Link to="/login" onClick={onClose} {...props} />}>
                {commonMessages.login}
              </Button>
              <Button size="xs" variant="default" renderRoot={(props) => <Link to="/join" onClick={onClose} {...props} />}>
                {commonMessages.join}
              </Button>
            </Group>
          </>
        )}
      </div>
      <nav aria-label={commonMessages.mainNavigation}>
        {sections.map((section) => {
          const activeItem = section === currentGroup ? findActiveItem(section, pathname, search) : undefined
          return (
            <NavLink
              key={section.menu}
              component="button"
              type="button"
              label={section.title}
              defaultOpened={section === currentGroup}
              active={section === currentGroup}
              variant="subtle"
              classNames={{ root: classes.section, label: classes.sectionLabel }}
            >
              {section.items.map((item) => (
                <NavLink
                  key={item.menu}
                  label={item.label}
                  active={item === activeItem}
                  classNames={{ root: classes.item }}
                  renderRoot={(props) => <MenuLink group={section} item={item} active={item === activeItem} onClick={onClose} {...props} />}
                />
              ))}
            </NavLink>
          )
        })}
      </nav>
    </Drawer>
  )
}
