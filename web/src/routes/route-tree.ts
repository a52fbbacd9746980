import { cooperationMemberRoutes, cooperationRoutes } from './cooperation'
import { corporateCenterRoutes } from './corporate-center'
import { findAccountRoutes } from './find-account'
import { groupIndexRoutes } from './group-index'
import { homeRoute } from './home'
import { infoPlazaRoutes } from './info-plaza'
import { introRoutes } from './intro'
import { joinRoutes } from './join'
import { cleanLayoutRoute, defaultLayoutRoute, homeLayoutRoute, loadLayoutRoute, memberGuardRoute } from './layouts'
import { loginRoute } from './login'
import { memberBoardMemberRoutes, memberBoardPublicRoutes } from './member-boards'
import { myPagePublicRoutes, myPageRoutes } from './my-page'
import { previewRoutes } from './preview'
import { rootRoute } from './root'
import { snsLoginRoutes } from './sns-login'
import { staffRoutes } from './staff'
import { studentSupportRoutes } from './student-support'
import { loadRoute, systemRoutes } from './system'

export const routeTree = rootRoute.addChildren([
  homeLayoutRoute.addChildren([homeRoute]),
  defaultLayoutRoute.addChildren([
    ...groupIndexRoutes,
    ...introRoutes,
    ...cooperationRoutes,
    ...studentSupportRoutes,
    ...corporateCenterRoutes,
    ...infoPlazaRoutes,
    ...memberBoardPublicRoutes,
    ...myPagePublicRoutes,
    ...systemRoutes,
    ...previewRoutes,
    memberGuardRoute.addChildren([...myPageRoutes, ...cooperationMemberRoutes, ...memberBoardMemberRoutes, ...staffRoutes]),
  ]),
  cleanLayoutRoute.addChildren([loginRoute, ...findAccountRoutes, ...snsLoginRoutes, ...joinRoutes]),
  loadLayoutRoute.addChildren([loadRoute]),
])
