import { createRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { accountTitles } from '@/features/account/messages'
import { ChangePasswordForm } from '@/features/find-account/components/change-password-form'
import { FindAccountTabs } from '@/features/find-account/components/find-account-tabs'
import { FindIdForm } from '@/features/find-account/components/find-id-form'
import { FindPasswordForm } from '@/features/find-account/components/find-password-form'
import { FoundIdList } from '@/features/find-account/components/found-id-list'
import { FindResultScreen } from '@/features/find-account/components/find-result-screen'
import { toText } from '@/lib/search-params'
import { cleanLayoutRoute } from './layouts'

const t = accountTitles

const withTabs = (active: 'id' | 'password', page: ReactNode) => (
  <>
    <FindAccountTabs active={active} />
    {page}
  </>
)

const step = <const TPath extends string>(path: TPath, title: string, Page: () => ReactNode) =>
  createRoute({ getParentRoute: () => cleanLayoutRoute, path, staticData: { title }, component: Page })

const findPw01Route = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login/findPw01',
  validateSearch: (search: Record<string, unknown>): { ref?: string } => ({ ref: toText(search.ref, 1000) }),
  staticData: { title: t.findPw },
  component: function FindPw01() {
    return withTabs('password', <FindPasswordForm foundRef={findPw01Route.useSearch().ref} />)
  },
})

const changePwRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login/changePw',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: toText(search.token, 200) }),
  staticData: { title: t.changePw },
  component: function ChangePw() {
    return <ChangePasswordForm token={changePwRoute.useSearch().token} />
  },
})

export const findAccountRoutes = [
  step('login/findId01', t.findId, () => withTabs('id', <FindIdForm />)),
  step('login/findId02-1', t.findId, () => withTabs('id', <FoundIdList />)),
  step('login/findId02-2', t.findId, () => withTabs('id', <FindResultScreen screen="idNotFound" />)),
  findPw01Route,
  step('login/findPw02-1', t.findPw, () => withTabs('password', <FindResultScreen screen="resetMailSent" />)),
  step('login/findPw02-2', t.findPw, () => withTabs('password', <FindResultScreen screen="memberNotFound" />)),
  changePwRoute,
  step('login/changePwComplete', t.changePwComplete, () => <FindResultScreen screen="passwordChanged" />),
] as const
