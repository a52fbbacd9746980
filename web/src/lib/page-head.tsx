import { createContext, type ReactNode, useContext } from 'react'

/** What a server-rendered page puts in its `<head>`: its title and what search engines and link previews show. */
export type PageHead = { title?: string; description?: string; image?: string }

type RecordHead = (head: PageHead) => void

const PageHeadContext = createContext<RecordHead | null>(null)

/**
 * Collects the head of one server render (`record` is the renderer's). Hooks cannot run effects on
 * the server, so pages report while they render; a deeper page (a post) reports after its layout
 * (the board) and wins.
 */
export function PageHeadProvider({ record, children }: { record: RecordHead; children: ReactNode }) {
  return <PageHeadContext.Provider value={record}>{children}</PageHeadContext.Provider>
}

/** During a server render: records the page's head. In the browser: nothing (the document title has its own hook). */
export const useServerPageHead = (head: PageHead) => useContext(PageHeadContext)?.(head)
