import { useNetwork } from '@mantine/hooks'
import { IconWifiOff } from '@tabler/icons-react'
import { commonMessages } from '@/config/messages'
import classes from './offline-banner.module.css'

/** Spec §4: offline state is tracked; the visitor is told while the connection is gone. */
export function OfflineBanner() {
  const { online } = useNetwork()
  if (online) return null
  return (
    <div role="alert" className={classes.banner}>
      <IconWifiOff size={18} aria-hidden="true" />
      {commonMessages.offline}
    </div>
  )
}
