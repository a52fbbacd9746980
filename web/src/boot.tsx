/** The app itself, started by main.tsx once the browser has painted the page the server sent. */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProvider, loadFirstPage, takeServerData } from './app/provider'
import { authStore } from './lib/auth-store'
import { restoreSession } from './lib/restore-session'

const container = document.getElementById('root')
if (!container) throw new Error('#root element is missing from index.html')

const serverRendered = takeServerData()
const desktopGuess = container.dataset.desktop ? container.dataset.desktop === 'true' : null

void restoreSession().finally(async () => {
  const firstPage = loadFirstPage()
  // The server renders public pages for guests only: a signed-in visitor's page is drawn anew.
  if (!serverRendered || authStore.getState().isLogin) {
    createRoot(container).render(
      <StrictMode>
        <AppProvider />
      </StrictMode>,
    )
    return
  }
  // Hydrated once the page's code and data are in, so the first render is the server's markup.
  await firstPage
  hydrateRoot(
    container,
    <StrictMode>
      <AppProvider desktopGuess={desktopGuess} />
    </StrictMode>,
    {
      // Named so a test (and a developer's console) can tell a mismatch from other errors.
      onRecoverableError: (error) => console.error('[hydration]', error),
    },
  )
})
