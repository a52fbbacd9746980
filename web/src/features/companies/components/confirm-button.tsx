import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { companyMessages } from '../messages'

type Props = ButtonProps & { label: string; question: string; onConfirm: () => void; loading?: boolean }

/** A button whose action cannot be taken back (removing a member, leaving): it asks first. */
export function ConfirmButton({ label, question, onConfirm, loading, ...button }: Props) {
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button {...button} loading={loading} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered closeButtonProps={{ 'aria-label': companyMessages.cancel }}>
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={close}>
            {companyMessages.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              close()
              onConfirm()
            }}
          >
            {companyMessages.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
