/** The tab's sessionStorage, or null where the browser refuses it (private modes, disabled storage). */
export const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
