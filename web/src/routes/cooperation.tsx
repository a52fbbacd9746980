import { createRoute } from '@tanstack/react-router'
import { ContentSections } from '@/components/content-sections'
import { cooperationContent, cooperationTitles } from '@/features/cooperation/messages'
import { comingSoonRoutes } from './coming-soon-routes'
import { defaultLayoutRoute } from './layouts'

const EduPage = () => <ContentSections content={cooperationContent.edu} />
const EquipmentPage = () => <ContentSections content={cooperationContent.equipment} />
const TechPage = () => <ContentSections content={cooperationContent.tech} />
const AssignmentPage = () => <ContentSections content={cooperationContent.assignment} />

const eduRoute = createRoute({ getParentRoute: () => defaultLayoutRoute, path: 'cooperation/edu', component: EduPage })

const techRoute = createRoute({ getParentRoute: () => defaultLayoutRoute, path: 'cooperation/tech', component: TechPage })

/** Both spellings of the shared-equipment and joint-development pages exist in the spec. */
const equipmentRoutes = (['cooperation/equ', 'cooperation/equipment'] as const).map((path) =>
  createRoute({ getParentRoute: () => defaultLayoutRoute, path, component: EquipmentPage }),
)

const assignmentRoutes = (['cooperation/assn', 'cooperation/assignment'] as const).map((path) =>
  createRoute({ getParentRoute: () => defaultLayoutRoute, path, component: AssignmentPage }),
)

const laterRoutes = comingSoonRoutes(defaultLayoutRoute, [
  { path: 'cooperation/collabo' },
  { path: 'cooperation/advice', title: cooperationTitles.advice },
  { path: 'cooperation/sharing', title: cooperationTitles.sharing },
  { path: 'cooperation/sharingDetail', title: cooperationTitles.sharingDetail },
  { path: 'cooperation/application', title: cooperationTitles.application },
  { path: 'cooperation/applyComplete', title: cooperationTitles.applyComplete },
  { path: 'easyReservation', title: cooperationTitles.easyReservation },
])

export const cooperationRoutes = [eduRoute, techRoute, ...equipmentRoutes, ...assignmentRoutes, ...laterRoutes]
