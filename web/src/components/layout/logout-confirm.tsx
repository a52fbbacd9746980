import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { commonMessages } from '@/config/messages'
import { useLogout } from '@/hooks/use-logout'

type LogoutConfirmProps = { opened: boolean; onCancel: () => void; onLogout?: () => void }

/** The spec's logout modal: 로그아웃 ends the sign-in, 취소 (or closing it) keeps it. */
export function LogoutConfirm({ opened, onCancel, onLogout }: LogoutConfirmProps) {
  const logout = useLogout()
  const [leaving, setLeaving] = useState(false)
  return (
    <Modal opened={opened} onClose={onCancel} title={commonMessages.logout} centered size="sm" closeButtonProps={{ 'aria-label': commonMessages.close }}>
      <Text>{commonMessages.logoutQuestion}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {commonMessages.cancel}
        </Button>
        <Button
          loading={leaving}
          onClick={() => {
            setLeaving(true)
            onLogout?.()
            void logout()
          }}
        >
          {commonMessages.logout}
        </Button>
      </Group>
    </Modal>
  )
}
