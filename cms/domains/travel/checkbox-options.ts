import type { Where } from 'payload'
import type { LabelledValue } from '../../../contract/travel'

/** The options whose checkbox staff ticked in a checkbox group, in the options' order. */
export const tickedOptions = (options: readonly LabelledValue[], group: Partial<Record<string, boolean | null>> | null | undefined): LabelledValue[] =>
  options.filter((option) => group?.[option.value] === true).map(({ value, label }) => ({ value, label }))

/** Conditions that keep rows with every named option ticked: ticking more boxes narrows a search. */
export const everyTicked = (group: string, values: readonly string[]): Where[] => values.map((value) => ({ [`${group}.${value}`]: { equals: true } }))
