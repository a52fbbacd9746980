import { Chip, Group } from '@mantine/core'

type Props<V extends string> = {
  label: string
  allLabel: string
  options: readonly { value: V; label: string }[]
  value: V | undefined
  onChange: (value: V | undefined) => void
}

/** One-of filter chips with 전체 first, as a labelled group (equipment categories, course modes). */
export function FilterChips<V extends string>({ label, allLabel, options, value, onChange }: Props<V>) {
  return (
    <div role="group" aria-label={label}>
      <Chip.Group value={value ?? ('' as string)} onChange={(next: string) => onChange((next || undefined) as V | undefined)}>
        <Group gap="xs">
          <Chip value="">{allLabel}</Chip>
          {options.map((option) => (
            <Chip key={option.value} value={option.value}>
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  )
}
