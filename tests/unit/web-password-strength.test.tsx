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
  it('says nothing is typed yet before the first character', () => {
    renderWithProviders(<PasswordStrength password="" />)
    expect(screen.getByText('비밀번호 안전도: 입력 전')).toBeTruthy()
  })

  it('names the level of a weak and of a strong password', () => {
    const { rerender } = renderWithProviders(<PasswordStrength password="abc" />)
    expect(screen.getByText('비밀번호 안전도: 매우 약함')).toBeTruthy()
    rerender(<PasswordStrength password="Saesol-2026!portal" />)
    expect(screen.getByText('비밀번호 안전도: 강함')).toBeTruthy()
  })
})
