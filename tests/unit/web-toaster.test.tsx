import { Button } from '@mantine/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { toastDone } from '@/lib/toast'
import { renderWithProviders, restoreBrowser, stubBrowser, toasterText } from '../helpers/render-with-providers'

beforeEach(stubBrowser)
afterEach(restoreBrowser)

describe('the toaster for short confirmations', () => {
  it('shows a confirmation top right as a status, not an alert', async () => {
    renderWithProviders(<Button onClick={() => toastDone('저장했습니다.')}>저장</Button>)
    expect(toasterText()).toBe('')
    fireEvent.click(screen.getByRole('button', { name: '저장' }))
    await waitFor(() => expect(toasterText()).toContain('저장했습니다.'))
    expect(screen.getByRole('status').textContent).toContain('저장했습니다.')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
