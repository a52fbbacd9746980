import { UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import { useAuth } from '@/hooks/use-auth'
import { memberDisplayName } from '@/lib/member-name'
import classes from './header-account-links.module.css'
import { LogoutConfirm } from './logout-confirm'

/** Guests: 로그인 / 회원가입. Members: "{name}님" (the login id where no name is on record), 로그아웃, 마이페이지 (spec §2). */
export function HeaderAccountLinks() {
  const { isLogin, userInfo } = useAuth()
  const [confirming, setConfirming] = useState(false)

  if (isLogin && userInfo) {
    return (
      <ul className={classes.links}>
        <li className={classes.greeting}>
          <strong>{memberDisplayName(userInfo)}</strong>
          {commonMessages.memberSuffix}
        </li>
        <li>
          <UnstyledButton className={classes.link} onClick={() => setConfirming(true)}>
            {commonMessages.logout}
          </UnstyledButton>
          <LogoutConfirm opened={confirming} onCancel={() => setConfirming(false)} />
        </li>
        <li>
          <Link to="/myPage" className={classes.link}>
            {commonMessages.myPage}
          </Link>
        </li>
      </ul>
    )
  }

  return (
    <ul className={classes.links}>
      <li>
        <Link to="/login" className={classes.link}>
          {commonMessages.login}
        </Link>
      </li>
      <li>
        <Link to="/join" className={classes.link}>
          {commonMessages.join}
        </Link>
      </li>
    </ul>
  )
}
