import { createRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { accountTitles } from '@/features/account/messages'
import { toText } from '@/lib/search-params'
import { cleanLayoutRoute } from './layouts'
import { FindAccountTabs, FindIdForm, FindPasswordForm, FindResultScreen, FoundIdList, type PageChunk, ResetPasswordForm, withPage } from './pages'

const t = accountTitles

const withTabs = (active: 'id' | 'password', page: ReactNode) => (
  <>
    <FindAccountTabs active={active} />
    {page}
  </>
)

const step = <const TPath extends string>(path: TPath, title: string, Page: () => ReactNode, ...pages: PageChunk[]) =>
  createRoute({ getParentRoute: () => cleanLayoutRoute, path, staticData: { title }, component: withPage(Page, FindAccountTabs, ...pages) })

const findPw01Route = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login/findPw01',
  validateSearch: (search: Record<string, unknown>): { ref?: string } => ({ ref: toText(search.ref, 1000) }),
  staticData: { title: t.findPw },
  component: withPage(
    function FindPw01() {
      return withTabs('password', <FindPasswordForm foundRef={findPw01Route.useSearch().ref} />)
    },
    FindAccountTabs,
    FindPasswordForm,
  ),
})

const changePwRoute = createRoute({
  getParentRoute: () => cleanLayoutRoute,
  path: 'login/changePw',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: toText(search.token, 200) }),
  staticData: { title: t.changePw },
  component: withPage(function ChangePw() {
    return <ResetPasswordForm token={changePwRoute.useSearch().token} />
  }, ResetPasswordForm),
})

export const findAccountRoutes = [
  step('login/findId01', t.findId, () => withTabs('id', <FindIdForm />), FindIdForm),
  step('login/findId02-1', t.findId, () => withTabs('id', <FoundIdList />), FoundIdList),
  step('login/findId02-2', t.findId, () => withTabs('id', <FindResultScreen screen="idNotFound" />), FindResultScreen),
  findPw01Route,
  step('login/findPw02-1', t.findPw, () => withTabs('password', <FindResultScreen screen="resetMailSent" />), FindResultScreen),
  step('login/findPw02-2', t.findPw, () => withTabs('password', <FindResultScreen screen="memberNotFound" />), FindResultScreen),
  changePwRoute,
  step('login/changePwComplete', t.changePwComplete, () => <FindResultScreen screen="passwordChanged" />, FindResultScreen),
] as const
