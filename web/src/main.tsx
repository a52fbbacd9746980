import '@mantine/core/styles.css'
import '@mantine/carousel/styles.css'
import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider } from './app/provider'
import { installChunkErrorReload } from './lib/chunk-reload'
import { restoreSession } from './lib/restore-session'

installChunkErrorReload()
// The @font-face rules (~270 kB of CSS) load after first paint instead of blocking it; text shows in
// the system font until then (font-display: swap).
void import('./styles/fonts')

const container = document.getElementById('root')
if (!container) throw new Error('#root element is missing from index.html')

void restoreSession().finally(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  ),
)
