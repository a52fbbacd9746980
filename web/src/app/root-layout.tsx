import { Outlet } from '@tanstack/react-router'
import { OfflineBanner } from '@/components/layout/offline-banner'
import { RouteLoadingOverlay } from '@/components/layout/route-loading-overlay'

export function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <RouteLoadingOverlay />
      <Outlet />
    </>
  )
}
