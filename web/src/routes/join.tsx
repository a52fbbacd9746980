import { accountComingSoon, accountTitles } from '@/features/account/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { cleanLayoutRoute } from './layouts'

const t = accountTitles

export const joinRoutes = comingSoonRoutes(
  cleanLayoutRoute,
  [
    { path: 'join', title: t.join },
    { path: 'join/memberClass', title: t.memberClass },
    { path: 'join/emailAuth', title: t.emailAuth },
    { path: 'join/codeAuth', title: t.codeAuth },
    { path: 'join/userInfo', title: t.userInfo },
    { path: 'join/complete', title: t.joinComplete },
  ],
  accountComingSoon,
)
