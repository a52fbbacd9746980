import type { Slot } from '@contract/equipment'

/**
 * Toggles a slot in the user's choice. Only `active` slots can be chosen, and no more than the
 * per-booking limit; the result stays in the day's order so the summary reads naturally.
 */
export function toggleSlot(slots: readonly Slot[], selected: readonly string[], start: string, max: number): string[] {
  if (selected.includes(start)) return selected.filter((value) => value !== start)
  const slot = slots.find((candidate) => candidate.start === start)
  if (!slot || slot.state !== 'active' || selected.length >= max) return [...selected]
  const chosen = new Set([...selected, start])
  return slots.filter((candidate) => chosen.has(candidate.start)).map((candidate) => candidate.start)
}

/** Drops choices that are no longer free after the slots were refreshed (somebody else booked them). */
export const keepAvailable = (slots: readonly Slot[], selected: readonly string[]) =>
  selected.filter((start) => slots.some((slot) => slot.start === start && slot.state === 'active'))

/** `10:00~11:00, 13:00~14:00` for the chosen starts. */
export const describeSlots = (slots: readonly Slot[], selected: readonly string[]) =>
  slots
    .filter((slot) => selected.includes(slot.start))
    .map((slot) => `${slot.start}~${slot.end}`)
    .join(', ')
