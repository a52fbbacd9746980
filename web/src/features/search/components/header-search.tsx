import { Modal } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { searchMessages } from '../messages'
import { MainSearchForm } from './main-search-form'

type HeaderSearchProps = { opened: boolean; onClose: () => void }

/** The header's 통합검색 dialog; submitting opens the search results page. */
export function HeaderSearch({ opened, onClose }: HeaderSearchProps) {
  const navigate = useNavigate()
  return (
    // The site frame gives focus back to the search button (this dialog mounts already open).
    <Modal opened={opened} onClose={onClose} title={searchMessages.dialogTitle} size="lg" yOffset="8vh" returnFocus={false}>
      <MainSearchForm
        onSubmit={(search) => {
          onClose()
          void navigate({ to: '/search', search })
        }}
      />
    </Modal>
  )
}
