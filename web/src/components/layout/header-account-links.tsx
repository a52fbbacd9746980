import { UnstyledButton } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { commonMessages } from '@/config/messages'
import { useAuth } from '@/hooks/use-auth'
import { useLogout } from '@/hooks/use-logout'
import classes from './header-account-links.module.css'

/** Guests: 로그인 / 회원가입. Members: "{login_id}님", 로그아웃, 마이페이지 (spec §2). */
export function HeaderAccountLinks() {
  const { isLogin, userInfo } = useAuth()
  const logout = useLogout()

  if (isLogin && userInfo) {
    return (
      <ul className={classes.links}>
        <li className={classes.greeting}>
          <strong>{userInfo.login_id}</strong>
          {commonMessages.memberSuffix}
        </li>
        <li>
          <UnstyledButton className={classes.link} onClick={logout}>
            {commonMessages.logout}
          </UnstyledButton>
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
