import { Button, type ButtonProps, getDefaultZIndex, Group, Modal, Text } from '@mantine/core'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { commonMessages } from '@/config/messages'
import { useAuth } from '@/hooks/use-auth'

type LoginPromptProps = { opened: boolean; onCancel: () => void }

/**
 * The spec's login modal, met where a guest tries a member-only action: 로그인 goes to /login and
 * back to this very page (its address, filters included), 취소 (or closing it) stays.
 */
export function LoginPrompt({ opened, onCancel }: LoginPromptProps) {
  const navigate = useNavigate()
  const here = useLocation({ select: (location) => location.href })
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={commonMessages.loginRequired}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': commonMessages.close }}
      // It may open over another dialog (a course's detail), whose portal comes later in the page.
      zIndex={getDefaultZIndex('modal') + 1}
    >
      <Text>{commonMessages.loginPromptBody}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {commonMessages.cancel}
        </Button>
        <Button onClick={() => void navigate({ to: '/login', search: { redirect: here } })}>{commonMessages.login}</Button>
      </Group>
    </Modal>
  )
}

/** For an action that is a handler rather than a link: `ask()` when a guest tries it, and render `prompt`. */
export function useLoginPrompt() {
  const [opened, setOpened] = useState(false)
  return { ask: () => setOpened(true), prompt: <LoginPrompt opened={opened} onCancel={() => setOpened(false)} /> }
}

type MembersOnlyButtonProps = ButtonProps & {
  children: ReactNode
  /** The member's way on, as a Button's `renderRoot` (a router `Link`). */
  renderLink: (props: Record<string, unknown>) => ReactNode
  title?: string
}

/** A button to a member-only page: a member follows it, a guest is asked to log in first, in place. */
export function MembersOnlyButton({ renderLink, ...buttonProps }: MembersOnlyButtonProps) {
  const { isLogin } = useAuth()
  const { ask, prompt } = useLoginPrompt()
  if (isLogin) return <Button {...buttonProps} renderRoot={renderLink} />
  return (
    <>
      <Button {...buttonProps} onClick={ask} />
      {prompt}
    </>
  )
}
