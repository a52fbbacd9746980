import { accountComingSoon, accountTitles } from '@/features/account/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { cleanLayoutRoute } from './layouts'

const t = accountTitles

export const snsLoginRoutes = comingSoonRoutes(
  cleanLayoutRoute,
  [
    { path: 'login/snsFail', title: t.snsFail },
    { path: 'login/snsKakao', title: t.snsKakao },
    { path: 'login/snsSuccess', title: t.snsSuccess },
  ],
  accountComingSoon,
)
