import { accountRoutes } from './account'
import { cooperationRoutes } from './cooperation'
import { corporateCenterRoutes } from './corporate-center'
import { groupIndexRoutes } from './group-index'
import { homeRoute } from './home'
import { infoPlazaMemberRoutes, infoPlazaRoutes } from './info-plaza'
import { introRoutes } from './intro'
import { cleanLayoutRoute, defaultLayoutRoute, homeLayoutRoute, loadLayoutRoute, memberGuardRoute } from './layouts'
import { myPageRoutes } from './my-page'
import { rootRoute } from './root'
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
    ...systemRoutes,
    memberGuardRoute.addChildren([...myPageRoutes, ...infoPlazaMemberRoutes]),
  ]),
  cleanLayoutRoute.addChildren(accountRoutes),
  loadLayoutRoute.addChildren([loadRoute]),
])
