import { createRoute, redirect } from '@tanstack/react-router'
import { myPageComingSoon, myPageTitles } from '@/features/my-page/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { memberGuardRoute } from './layouts'

/**
 * Registered once as /myPage/...: route matching ignores case, so the lower-case /mypage/... links
 * of the spec resolve to the same pages.
 */
const myPageIndexRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'myPage',
  beforeLoad: () => {
    throw redirect({ to: '/myPage/edu', replace: true })
  },
})

const myPageRoutesLater = comingSoonRoutes(
  memberGuardRoute,
  [
    { path: 'myPage/edu' },
    { path: 'myPage/equ' },
    { path: 'myPage/tech' },
    { path: 'myPage/assn' },
    { path: 'myPage/collabo' },
    { path: 'myPage/qna' },
    { path: 'myPage/myQna' },
    { path: 'myPage/qnaDetail', title: myPageTitles.qnaDetail },
    { path: 'myPage/myQnaDetail', title: myPageTitles.qnaDetail },
    { path: 'myPage/qnaWrite', title: myPageTitles.qnaWrite },
    { path: 'myPage/info' },
    { path: 'myPage/InfoDetail', title: myPageTitles.infoDetail },
    { path: 'myPage/myInfo' },
    { path: 'myPage/secession' },
  ],
  myPageComingSoon,
)

export const myPageRoutes = [myPageIndexRoute, ...myPageRoutesLater]
