import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PasswordStrength } from '@/components/password-strength'
import { renderWithProviders, restoreBrowser, stubBrowser } from '../helpers/render-with-providers'

beforeEach(stubBrowser)
afterEach(() => {
  cleanup()
  restoreBrowser()
})

describe('password strength bar', () => {
  it('shows the rule before anything is typed, when the form gives one', () => {
    renderWithProviders(<PasswordStrength password="" hint="영문, 숫자, 특수문자를 모두 포함한 8~20자" />)
    expect(screen.getByText('영문, 숫자, 특수문자를 모두 포함한 8~20자')).toBeTruthy()
  })

  it('names the level of a weak and of a strong password', () => {
    const { rerender } = renderWithProviders(<PasswordStrength password="abc" />)
    expect(screen.getByText('비밀번호 안전도: 매우 약함')).toBeTruthy()
    rerender(<PasswordStrength password="Saesol-2026!portal" />)
    expect(screen.getByText('비밀번호 안전도: 강함')).toBeTruthy()
  })
})
