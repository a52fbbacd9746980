import { createRoute } from '@tanstack/react-router'
import { validateCheckInSearch } from '@/features/events/lib/event-search'
import { eventTitles } from '@/features/events/titles'
import { memberGuardRoute } from './layouts'
import { CheckInPage, withPage } from './pages'

/**
 * The staff's portal pages: signed in like members (a guest goes to /login and comes back); the page
 * tells a member it is for staff, and the server refuses them whatever the page does.
 */
const checkInRoute = createRoute({
  getParentRoute: () => memberGuardRoute,
  path: 'staff/checkIn',
  staticData: { title: eventTitles.checkIn },
  validateSearch: validateCheckInSearch,
  component: withPage(function CheckInRoute() {
    return <CheckInPage eventId={checkInRoute.useSearch().eventId} />
  }, CheckInPage),
})

export const staffRoutes = [checkInRoute]
