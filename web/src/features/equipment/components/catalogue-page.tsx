import type { EquipmentSummary } from '@contract/equipment'
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BoardPaging } from '@/components/board/board-paging'
import { BoardTotal } from '@/components/board/board-total'
import type { IntroPage } from '@contract/pages'
import { IntroContent } from '@/components/intro-content'
import { FilterChips } from '@/components/filter-chips'
import { KeywordSearchForm } from '@/components/keyword-search-form'
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
  const page = search.pageNum ?? 1
  const go = (next: EquipmentListSearch) => void navigate({ to: '.', search: next })

  return (
    <Stack gap="lg">
      <ProgrammeApply hint={messages.bookHint} links={[{ label: messages.book, to: '/easyReservation', primary: true }]} />
      <KeywordSearchForm
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        buttonLabel={messages.search}
        initial={search.searchKeyword}
        onSearch={(searchKeyword) => go({ category: search.category, searchKeyword })}
      />
      <FilterChips
        label={messages.categoryLabel}
        allLabel={messages.allCategories}
        options={categories}
        value={search.category}
        onChange={(category) => go({ searchKeyword: search.searchKeyword, category })}
      />
      <BoardTotal total={data.cnt_total} page={page} pageCount={data.page_cnt} />
      {data.list.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {search.searchKeyword || search.category ? messages.noResults : messages.empty}
        </Text>
      ) : (
        <ul className={grid.grid}>
          {data.list.map((equipment) => (
            <li key={equipment.id}>
              <EquipmentCard equipment={equipment} onOpen={() => go({ ...search, id: equipment.id })} />
            </li>
          ))}
        </ul>
      )}
      <BoardPaging page={page} pageCount={data.page_cnt} onChange={(pageNum) => go({ ...search, pageNum, id: undefined })} />
      {intro && <IntroContent content={intro} />}
      {search.id && <EquipmentDetailModal id={search.id} onClose={() => go({ ...search, id: undefined })} />}
    </Stack>
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
