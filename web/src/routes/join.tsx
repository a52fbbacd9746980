import { createRoute, redirect } from '@tanstack/react-router'
import { accountTitles } from '@/features/account/messages'
import { joinFlowStore, joinStepReady, type JoinFlowState } from '@/features/join/join-flow-store'
import { termsQueryOptions } from '@/features/terms/api/get-terms'
import { cleanLayoutRoute } from './layouts'
import { CodeAuthStep, EmailAuthStep, JoinComplete, MemberClassStep, TermsDocument, UserInfoStep, withPage } from './pages'

const t = accountTitles

/** A step opened without what the steps before it produced starts the join over. */
const requires = (ready: (state: JoinFlowState) => boolean) => () => {
  if (!ready(joinFlowStore.getState())) throw redirect({ to: '/join/memberClass', replace: true })
}

const joinIndexRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'join',
  beforeLoad: () => {
    throw redirect({ to: '/join/memberClass', replace: true })
  },
})

const memberClassRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'join/memberClass',
  staticData: { title: t.memberClass },
  component: MemberClassStep,
})

const emailAuthRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'join/emailAuth',
  staticData: { title: t.emailAuth },
  beforeLoad: requires(joinStepReady.emailAuth),
  component: EmailAuthStep,
})

const codeAuthRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'join/codeAuth',
  staticData: { title: t.codeAuth },
  beforeLoad: requires(joinStepReady.codeAuth),
  component: CodeAuthStep,
})

const userInfoRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'join/userInfo',
  staticData: { title: t.userInfo },
  beforeLoad: requires(joinStepReady.userInfo),
  // The agreements' 전체보기 shows the versions in force of the same texts /terms shows.
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(termsQueryOptions('use')), context.queryClient.ensureQueryData(termsQueryOptions('privacy'))]),
  component: withPage(() => <UserInfoStep renderTerms={(key) => <TermsDocument code={key === 'terms' ? 'use' : 'privacy'} />} />, UserInfoStep, TermsDocument),
})

const completeRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'join/complete',
  staticData: { title: t.joinComplete },
  beforeLoad: requires(joinStepReady.complete),
  component: JoinComplete,
})

export const joinRoutes = [joinIndexRoute, memberClassRoute, emailAuthRoute, codeAuthRoute, userInfoRoute, completeRoute]
