import { techSubFields } from '../../../contract/tech-transfer'

/** Every sub-field of every field, for the select's options (the validator keeps it inside its field). */
export const subFieldOptions = Object.values(techSubFields).flatMap((subFields) => subFields.map((option) => ({ ...option })))

export const subFieldsOf = (field: unknown): string[] =>
  typeof field === 'string' && field in techSubFields ? techSubFields[field as keyof typeof techSubFields].map((option) => option.value) : []
