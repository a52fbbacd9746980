import { accountComingSoon, accountTitles } from '@/features/account/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { cleanLayoutRoute } from './layouts'

const t = accountTitles

export const findAccountRoutes = comingSoonRoutes(
  cleanLayoutRoute,
  [
    { path: 'login/changePw', title: t.changePw },
    { path: 'login/changePwComplete', title: t.changePwComplete },
    { path: 'login/findId01', title: t.findId },
    { path: 'login/findId02-1', title: t.findId },
    { path: 'login/findId02-2', title: t.findId },
    { path: 'login/findPw01', title: t.findPw },
    { path: 'login/findPw02-1', title: t.findPw },
    { path: 'login/findPw02-2', title: t.findPw },
  ],
  accountComingSoon,
)
