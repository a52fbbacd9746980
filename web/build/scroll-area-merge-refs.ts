import type { Plugin } from 'vite'

const VIRTUAL_ID = '\0scroll-area-merge-refs'

/**
 * Mantine's ScrollArea takes one helper from @floating-ui/react, `useMergeRefs`. Every table and
 * dialog renders through ScrollArea, and once bundled that one import shares a chunk with the whole
 * positioning library (≈ 16 kB gzip) on every list page, though no popover is shown there. This
 * gives ScrollArea the same helper from @mantine/hooks; popovers, menus and tooltips still import
 * @floating-ui/react themselves. `npm run bench:web` shows the effect per route group.
 */
export const scrollAreaMergeRefs = (): Plugin => ({
  name: 'scroll-area-merge-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return VIRTUAL_ID
    return null
  },
  load(id) {
    if (id !== VIRTUAL_ID) return null
    // floating-ui's form takes an array of refs; Mantine's takes them as arguments.
    return "import { useMergedRef } from '@mantine/hooks'\nexport const useMergeRefs = (refs) => useMergedRef(...refs)\n"
  },
})
