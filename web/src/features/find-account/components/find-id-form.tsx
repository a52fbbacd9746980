import { accountRules } from '@contract/account-rules'
import { Alert, Button, Group, Radio } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'
import { ApiError } from '@/lib/api-client'
import { findId, type FindIdRequest } from '../api/find-id'
import { saveFoundIds } from '@/lib/found-ids-storage'
import { findAccountMessages as m } from '../messages'
import { emailError, nameError } from '../contact-errors'
import { EmailField, NameField } from './contact-fields'
import { FindAccountPanel } from './find-account-panel'
import { PhoneNumberInput } from '@/components/phone-number-input'
import { emptyPhone, joinPhone, type PhoneParts } from '@/lib/phone-parts'

type Method = 'email' | 'phone'
type Errors = FieldErrors<'name' | 'email' | 'phone'>

const check = (method: Method, name: string, email: string, phone: PhoneParts): Errors => {
  const errors: Errors = { name: nameError(name) }
  if (method === 'email') errors.email = emailError(email)
  else if (!phone[1] || !phone[2]) errors.phone = m.phoneRequired
  else if (!accountRules.phone.pattern.test(joinPhone(phone))) errors.phone = accountRules.phone.message
  return errors
}

/** /login/findId01: name plus e-mail or phone; a match goes to findId02-1, none to findId02-2. */
export function FindIdForm() {
  const navigate = useNavigate()
  const [method, setMethod] = useState<Method>('email')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState<PhoneParts>(emptyPhone)
  const { errors, validate } = useFieldErrors(() => check(method, name, email, phone))

  const search = useMutation({
    mutationFn: (body: FindIdRequest) => findId(body),
    onSuccess: async (data) => {
      saveFoundIds(data.list)
      await navigate({ to: '/login/findId02-1' })
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.httpStatus === 404) await navigate({ to: '/login/findId02-2' })
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!validate()) return
    search.mutate(method === 'email' ? { name: name.trim(), email: email.trim() } : { name: name.trim(), phone: joinPhone(phone) })
  }

  const failure = search.error instanceof ApiError && search.error.httpStatus !== 404 ? search.error.message : null

  return (
    <form onSubmit={submit} noValidate>
      <FindAccountPanel
        guide={m.findIdGuide}
        actions={
          <Button type="submit" size="md" loading={search.isPending}>
            {m.findIdSubmit}
          </Button>
        }
      >
        <Radio.Group label={m.methodLabel} value={method} onChange={(value) => setMethod(value as Method)}>
          <Group gap="lg" mt={8}>
            <Radio value="email" label={m.byEmail} />
            <Radio value="phone" label={m.byPhone} />
          </Group>
        </Radio.Group>
        <NameField value={name} onChange={setName} error={errors.name} />
        {method === 'email' ? (
          <EmailField value={email} onChange={setEmail} error={errors.email} />
        ) : (
          <PhoneNumberInput value={phone} onChange={setPhone} error={errors.phone} />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </FindAccountPanel>
    </form>
  )
}
