import { ActionIcon } from '@mantine/core'
import { IconArrowUp } from '@tabler/icons-react'
import { commonMessages } from '@/config/messages'
import { useScrolledPast } from '@/hooks/use-scrolled-past'
import classes from './back-to-top.module.css'

const SHOW_AFTER_PX = 300

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX)
  return (
    <ActionIcon
      size={48}
      radius="xl"
      variant="filled"
      className={classes.button}
      data-visible={visible || undefined}
      aria-label={commonMessages.backToTop}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrowUp size={22} />
    </ActionIcon>
  )
}
