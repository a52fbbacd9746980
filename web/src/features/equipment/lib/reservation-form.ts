import type { UsageMode } from '@contract/equipment-options'

/** What the user types in the reservation modals; kept by the page so a refused request loses nothing. */
export type ReservationForm = {
  usageMode: UsageMode | null
  /** Only for a mode taken by samples; '' until typed. */
  samples: number | ''
  sampleDescription: string
  purpose: string
  applicantName: string
  organisation: string
  phone: string
  email: string
}

export const emptyReservationForm: ReservationForm = {
  usageMode: null,
  samples: '',
  sampleDescription: '',
  purpose: '',
  applicantName: '',
  organisation: '',
  phone: '',
  email: '',
}

type Errors = Partial<Record<keyof ReservationForm, string>>
type Messages = {
  required: string
  invalidEmail: string
  invalidPhone: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^[0-9][0-9-]{7,14}$/

/** Step 1 needs a usage mode and a purpose, and for a mode taken by samples how many and what they are. */
export const validateUsageStep = (form: ReservationForm, messages: Messages, bySamples = false): Errors => ({
  ...(form.usageMode ? {} : { usageMode: messages.required }),
  ...(bySamples && form.samples === '' ? { samples: messages.required } : {}),
  ...(bySamples && !form.sampleDescription.trim() ? { sampleDescription: messages.required } : {}),
  ...(form.purpose.trim() ? {} : { purpose: messages.required }),
})

/** Step 2 needs every applicant field; the server checks the same again. */
export const validateApplicantStep = (form: ReservationForm, messages: Messages): Errors => ({
  ...(form.applicantName.trim() ? {} : { applicantName: messages.required }),
  ...(form.organisation.trim() ? {} : { organisation: messages.required }),
  ...(!form.phone.trim() ? { phone: messages.required } : PHONE.test(form.phone.trim()) ? {} : { phone: messages.invalidPhone }),
  ...(!form.email.trim() ? { email: messages.required } : EMAIL.test(form.email.trim()) ? {} : { email: messages.invalidEmail }),
})
