import { Outlet } from '@tanstack/react-router'

/** No chrome at all: a hand-over screen between the portal and an outside step. */
export function LoadLayout() {
  return <Outlet />
}
