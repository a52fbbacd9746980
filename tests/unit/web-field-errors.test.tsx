import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type FieldErrors, useFieldErrors } from '@/hooks/use-field-errors'

type Values = { title: string; email: string }

const check = ({ title, email }: Values): FieldErrors<'title' | 'email'> => ({
  title: title.trim() ? undefined : '제목을 입력해 주세요.',
  email: !email ? '이메일을 입력해 주세요.' : email.includes('@') ? undefined : '이메일 형식이 올바르지 않습니다.',
})

const renderForm = (values: Values) => renderHook((current: Values) => useFieldErrors(() => check(current)), { initialProps: values })

describe('useFieldErrors, the error behaviour every portal form shares', () => {
  it('shows nothing before the first submit, however the fields read', () => {
    const { result } = renderForm({ title: '', email: '' })
    expect(result.current.errors).toEqual({})
    expect(result.current.hasErrors).toBe(false)
  })

  it('shows what failed at the submit and says so', () => {
    const { result } = renderForm({ title: '', email: '' })
    let passed = true
    act(() => {
      passed = result.current.validate()
    })
    expect(passed).toBe(false)
    expect(result.current.errors).toEqual({ title: '제목을 입력해 주세요.', email: '이메일을 입력해 주세요.' })
    expect(result.current.hasErrors).toBe(true)
  })

  it('clears a field’s error as soon as the field is valid, without another submit', () => {
    const { result, rerender } = renderForm({ title: '', email: '' })
    act(() => void result.current.validate())
    rerender({ title: '안녕하세요', email: '' })
    expect(result.current.errors).toEqual({ email: '이메일을 입력해 주세요.' })
    rerender({ title: '안녕하세요', email: 'a@b.kr' })
    expect(result.current.errors).toEqual({})
    expect(result.current.hasErrors).toBe(false)
  })

  it('follows the field’s current problem, and brings it back if the field is broken again', () => {
    const { result, rerender } = renderForm({ title: '', email: '' })
    act(() => void result.current.validate())
    rerender({ title: '', email: 'abc' })
    expect(result.current.errors.email).toBe('이메일 형식이 올바르지 않습니다.')
    rerender({ title: 'x', email: 'a@b.kr' })
    rerender({ title: ' ', email: 'a@b.kr' })
    expect(result.current.errors).toEqual({ title: '제목을 입력해 주세요.' })
  })

  it('keeps a field that was valid at the submit quiet while it is being edited', () => {
    const { result, rerender } = renderForm({ title: '제목', email: '' })
    act(() => void result.current.validate())
    rerender({ title: '', email: '' })
    expect(result.current.errors).toEqual({ email: '이메일을 입력해 주세요.' })
  })

  it('checks only the named fields when asked, keeping the others as they were', () => {
    const { result, rerender } = renderForm({ title: '', email: 'abc' })
    let passed = true
    act(() => {
      passed = result.current.validate('title')
    })
    expect(passed).toBe(false)
    expect(result.current.errors).toEqual({ title: '제목을 입력해 주세요.' })
    rerender({ title: '제목', email: 'abc' })
    act(() => {
      passed = result.current.validate('title')
    })
    expect(passed).toBe(true)
    expect(result.current.errors).toEqual({})
  })

  it('marks and unmarks a field by hand (a server refusal, a value being checked again)', () => {
    const { result } = renderForm({ title: '', email: 'abc' })
    act(() => result.current.mark('email'))
    expect(result.current.errors).toEqual({ email: '이메일 형식이 올바르지 않습니다.' })
    act(() => result.current.unmark('email'))
    expect(result.current.errors).toEqual({})
  })
})
