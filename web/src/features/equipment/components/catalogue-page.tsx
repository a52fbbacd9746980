import type { EquipmentSummary } from '@contract/equipment'
import { Badge, Group, UnstyledButton } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { IntroPage } from '@contract/pages'
import { FilteredList } from '@/components/filtered-list'
import { ProgrammeApply } from '@/components/programme-apply'
import { equipmentCategoriesQueryOptions } from '../api/get-equipment-categories'
import { equipmentListQueryOptions } from '../api/get-equipment-list'
import { CATALOGUE_PAGE_SIZE, type EquipmentListSearch } from '../lib/equipment-search'
import { equipmentMessages } from '../messages'
import { EquipmentDetailModal } from './equipment-detail-modal'
import { UsageModeFees } from './usage-mode-fees'
import grid from '@/components/card-grid.module.css'
import classes from './catalogue-page.module.css'
import fieldList from './field-list.module.css'

const messages = equipmentMessages.catalogue

/**
 * /cooperation/equ and /cooperation/equipment: search, category chips, cards, paging, and the
 * detail as a dialog over the list (`?id=`), so closing it returns to the same page of results.
 */
export function CataloguePage({ intro, search }: { intro: IntroPage | null; search: EquipmentListSearch }) {
  const { data } = useSuspenseQuery(equipmentListQueryOptions(search, CATALOGUE_PAGE_SIZE))
  const { data: categories } = useSuspenseQuery(equipmentCategoriesQueryOptions())
  const navigate = useNavigate()
  const { id, ...listSearch } = search
  const go = (next: EquipmentListSearch) => void navigate({ to: '.', search: next })

  return (
    <FilteredList
      lead={<ProgrammeApply hint={messages.bookHint} links={[{ label: messages.book, to: '/easyReservation', primary: true }]} />}
      messages={messages}
      filter={{ key: 'category', label: messages.categoryLabel, allLabel: messages.allCategories, options: categories }}
      query={listSearch}
      go={go}
      data={data}
      listClassName={grid.grid}
      renderItem={(equipment) => (
        <li key={equipment.id}>
          <EquipmentCard equipment={equipment} onOpen={() => go({ ...search, id: equipment.id })} />
        </li>
      )}
      intro={intro}
    >
      {id && <EquipmentDetailModal id={id} onClose={() => go({ ...search, id: undefined })} />}
    </FilteredList>
  )
}

function EquipmentCard({ equipment, onOpen }: { equipment: EquipmentSummary; onOpen: () => void }) {
  return (
    <article className={classes.card}>
      <UnstyledButton className={classes.cardButton} onClick={onOpen} aria-label={`${equipment.name} ${messages.detail}`}>
        {equipment.imageUrl ? (
          <img className={classes.image} src={equipment.imageUrl} alt={equipment.imageAlt ?? equipment.name} loading="lazy" />
        ) : (
          <div className={classes.noImage}>
            <IconPhotoOff size={32} stroke={1.4} aria-hidden="true" />
            <span>{messages.noImage}</span>
          </div>
        )}
      </UnstyledButton>
      <div className={classes.body}>
        <Group gap={6}>
          <Badge variant="light" color="gray" radius="sm">
            {equipment.categoryLabel}
          </Badge>
          <Badge variant="light" color={equipment.bookable ? 'blue' : 'gray'} radius="sm">
            {equipment.bookable ? messages.bookable : messages.notBookable}
          </Badge>
          {equipment.safetyTrainingRequired && (
            <Badge variant="light" color="orange" radius="sm">
              {messages.safetyTraining}
            </Badge>
          )}
        </Group>
        <h3 className={classes.name}>
          <UnstyledButton onClick={onOpen} className={classes.nameButton}>
            {equipment.name}
          </UnstyledButton>
        </h3>
        <dl className={fieldList.fields}>
          <dt>{equipmentMessages.fields.equipmentNo}</dt>
          <dd>{equipment.equipmentNo}</dd>
          {equipment.nfecNo && (
            <>
              <dt>{equipmentMessages.fields.nfecNo}</dt>
              <dd>{equipment.nfecNo}</dd>
            </>
          )}
          {equipment.location && (
            <>
              <dt>{equipmentMessages.fields.location}</dt>
              <dd>{equipment.location}</dd>
            </>
          )}
        </dl>
        <UsageModeFees modes={equipment.usageModes} />
      </div>
    </article>
  )
}
