import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/dates/styles.css'
import './styles/global.css'
import { installChunkErrorReload } from './lib/chunk-reload'

installChunkErrorReload()

/*
 * The browser paints the page the server sent before the app's code runs: evaluating it (React,
 * Mantine, the router) is one long task, and a paint waits for a task in progress. A page drawn in
 * the browser loses one frame; a server-rendered one shows its content a long task sooner (its LCP).
 */
requestAnimationFrame(() => setTimeout(() => void import('./boot'), 0))
