import '@mantine/core/styles.css'
import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProvider, loadFirstPage } from './app/provider'
import { installChunkErrorReload } from './lib/chunk-reload'
import { restoreSession } from './lib/restore-session'

installChunkErrorReload()

const container = document.getElementById('root')
if (!container) throw new Error('#root element is missing from index.html')

void restoreSession().finally(() => {
  void loadFirstPage()
  createRoot(container).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  )
})
