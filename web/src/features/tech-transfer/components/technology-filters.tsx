import { advisoryFields } from '@contract/applications'
import { patentStatuses, technologyAvailabilities, techSubFields, TRL_MAX, TRL_MIN, transferTypes } from '@contract/tech-transfer'
import { Button, Chip, Fieldset, Group, RangeSlider, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { FilterChips } from '@/components/filter-chips'
import { joinValues, splitValues, type TechnologyListSearch } from '../lib/technology-search'
import { techTransferMessages } from '../messages'
import classes from './technology-catalogue.module.css'

const messages = techTransferMessages.catalogue

type Props = {
  search: TechnologyListSearch
  /** A changed filter: the page goes back to page 1 of the new results. */
  onChange: (change: Partial<TechnologyListSearch>) => void
  onReset: () => void
}

const trlMarks = Array.from({ length: TRL_MAX - TRL_MIN + 1 }, (_, index) => ({ value: TRL_MIN + index, label: String(TRL_MIN + index) }))

/** The catalogue's filters: 기술 분야 and its sub-field, 권리 상태, 이전 형태, 이전 상태 and the TRL range. */
export function TechnologyFilters({ search, onChange, onReset }: Props) {
  const subFields = search.field ? techSubFields[search.field] : []
  return (
    <Fieldset legend={messages.filters} className={classes.filters}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={messages.field}
            placeholder={messages.allFields}
            data={advisoryFields.map((option) => ({ value: option.value, label: option.label }))}
            value={search.field ?? null}
            onChange={(field) => onChange({ field: (field ?? undefined) as TechnologyListSearch['field'], subField: undefined })}
            clearable
            allowDeselect
          />
          <Select
            label={messages.subField}
            placeholder={messages.allSubFields}
            data={subFields.map((option) => ({ value: option.value, label: option.label }))}
            value={search.subField ?? null}
            onChange={(subField) => onChange({ subField: (subField ?? undefined) as TechnologyListSearch['subField'] })}
            disabled={!search.field}
            clearable
          />
        </SimpleGrid>
        <MultiChips
          label={messages.patentStatus}
          options={patentStatuses}
          value={search.patentStatus}
          onChange={(patentStatus) => onChange({ patentStatus })}
        />
        <MultiChips label={messages.transferType} options={transferTypes} value={search.transferType} onChange={(transferType) => onChange({ transferType })} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {messages.availability}
          </Text>
          <FilterChips
            label={messages.availability}
            allLabel={messages.all}
            options={technologyAvailabilities}
            value={search.availability}
            onChange={(availability) => onChange({ availability })}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {messages.trl}: {messages.trlRange(search.trlMin ?? TRL_MIN, search.trlMax ?? TRL_MAX)}
          </Text>
          <RangeSlider
            className={classes.trl}
            min={TRL_MIN}
            max={TRL_MAX}
            step={1}
            minRange={0}
            marks={trlMarks}
            // Keyed by the URL's range so the back button moves the handles too.
            key={`${search.trlMin ?? TRL_MIN}-${search.trlMax ?? TRL_MAX}`}
            defaultValue={[search.trlMin ?? TRL_MIN, search.trlMax ?? TRL_MAX]}
            onChangeEnd={([trlMin, trlMax]) => onChange({ trlMin: trlMin === TRL_MIN ? undefined : trlMin, trlMax: trlMax === TRL_MAX ? undefined : trlMax })}
            thumbFromLabel={`${messages.trl} 최소`}
            thumbToLabel={`${messages.trl} 최대`}
            label={(value) => `TRL ${value}`}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={onReset}>
            {messages.reset}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}

type MultiChipsProps<V extends string> = {
  label: string
  options: readonly { value: V; label: string }[]
  value: string | undefined
  onChange: (value: string | undefined) => void
}

/** Any-of chips: several values of one filter, kept as the one comma-separated value of the URL. */
function MultiChips<V extends string>({ label, options, value, onChange }: MultiChipsProps<V>) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <div role="group" aria-label={label}>
        <Chip.Group multiple value={splitValues(value, options)} onChange={(picked) => onChange(joinValues(splitValues(picked, options)))}>
          <Group gap="xs">
            {options.map((option) => (
              <Chip key={option.value} value={option.value}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  )
}
