import { useState } from 'react'

/** A form's check: a message for each field that fails, nothing for a valid one. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>

const failing = <K extends string>(found: FieldErrors<K>) => (Object.keys(found) as K[]).filter((field) => found[field])

/**
 * The error messages a form shows, one behaviour for every form of the portal.
 *
 * `check` reads the form's current values. A submit (`validate`) marks the fields that fail; a marked
 * field then shows the check's message as of the current render, so its error goes away the moment
 * the member fixes it (and comes back if they break it again) instead of waiting for the next submit.
 * Fields nobody submitted yet stay quiet: a half-filled form is not shouted at while being typed.
 */
export function useFieldErrors<K extends string>(check: () => FieldErrors<K>) {
  const [marked, setMarked] = useState<ReadonlySet<K>>(() => new Set())
  const current = check()
  const errors: FieldErrors<K> = {}
  for (const field of marked) if (current[field]) errors[field] = current[field]

  /**
   * Marks what fails now and says whether everything passed. With `fields`, only those are
   * checked (a step of a stepped form, a button that needs one field); the others keep their marks.
   */
  const validate = (...fields: K[]) => {
    const found = failing(check()).filter((field) => fields.length === 0 || fields.includes(field))
    setMarked((before) => new Set([...(fields.length === 0 ? [] : [...before].filter((field) => !fields.includes(field))), ...found]))
    return found.length === 0
  }

  /** Shows a field's error whenever the check fails it, e.g. after the server refused its value. */
  const mark = (field: K) => setMarked((before) => new Set([...before, field]))

  /** Hides a field's error until the next submit, e.g. while its value is being checked again. */
  const unmark = (field: K) => setMarked((before) => new Set([...before].filter((other) => other !== field)))

  return { errors, hasErrors: failing(errors).length > 0, validate, mark, unmark }
}
