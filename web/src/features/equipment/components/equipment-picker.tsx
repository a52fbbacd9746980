import type { EquipmentSummary } from '@contract/equipment'
import { Badge, Loader, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { equipmentListQueryOptions } from '../api/get-equipment-list'
import { PICKER_PAGE_SIZE } from '../lib/equipment-search'
import { equipmentMessages } from '../messages'
import classes from './reservation-page.module.css'

const messages = equipmentMessages.booking

type Props = {
  selectedId: number | undefined
  onSelect: (equipment: EquipmentSummary) => void
}

/** The left column: search by name or number, then a scrolling list of bookable equipment. */
export function EquipmentPicker({ selectedId, onSelect }: Props) {
  const [keyword, setKeyword] = useState('')
  const [debounced] = useDebouncedValue(keyword.trim(), 250)
  // The list of the last search stays until the next one arrives, so it neither blinks nor jumps
  // under the pointer while the member types.
  const { data, isPending } = useQuery({
    ...equipmentListQueryOptions({ searchKeyword: debounced || undefined }, PICKER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  })

  return (
    <div className={classes.picker}>
      <TextInput
        label={messages.equipmentSearchLabel}
        placeholder={messages.equipmentSearchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
      />
      <ul className={classes.pickerList} aria-label={messages.equipmentListLabel}>
        {isPending && (
          <li className={classes.pickerEmpty}>
            <Loader size="sm" />
          </li>
        )}
        {data?.list.length === 0 && <li className={classes.pickerEmpty}>{messages.noEquipment}</li>}
        {data?.list.map((equipment) => (
          <li key={equipment.id}>
            <UnstyledButton
              className={classes.pickerItem}
              data-selected={equipment.id === selectedId || undefined}
              aria-pressed={equipment.id === selectedId}
              onClick={() => onSelect(equipment)}
            >
              <span className={classes.pickerName}>{equipment.name}</span>
              <span className={classes.pickerMeta}>
                {equipment.equipmentNo} · {equipment.categoryLabel}
                {!equipment.bookable && (
                  <Badge size="xs" color="gray" variant="light" ml={6}>
                    {equipmentMessages.catalogue.notBookable}
                  </Badge>
                )}
              </span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </div>
  )
}
