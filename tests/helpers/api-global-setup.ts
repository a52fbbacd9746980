import type { TestProject } from 'vitest/node'
import { startPortal } from './portal-process'

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
  }
}

export default async function setup(project: TestProject) {
  const portal = await startPortal('api')
  project.provide('portalUrl', portal.url)
  return () => portal.stop()
}
