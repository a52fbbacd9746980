import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const PAGES_FILE = /[\\/]web[\\/]src[\\/]routes[\\/]pages\.ts$/
const PAGE_CALL = /page\(\s*\(\) => import\('@\/([^']+)'\),\s*('[^']+'),?\s*\)/g

/**
 * Names, at build time, the source file of every page chunk in routes/pages.ts, as a third
 * argument of `page(...)`: the key of that file in Vite's manifest. A server-rendered page links the
 * chunks (and their styles) of the pages its routes show, so the browser has the page's CSS before
 * the first paint and its code without waiting for the entry script to ask for it.
 */
export const pageModules = (srcDir: string): Plugin => ({
  name: 'page-modules',
  enforce: 'pre',
  transform(code, id) {
    if (!PAGES_FILE.test(id)) return null
    return code.replace(PAGE_CALL, (call, specifier: string, name: string) => {
      const file = ['.tsx', '.ts'].map((extension) => `${specifier}${extension}`).find((candidate) => fs.existsSync(path.join(srcDir, candidate)))
      if (!file) throw new Error(`page-modules: no source file for @/${specifier}`)
      return `page(() => import('@/${specifier}'), ${name}, 'src/${file}')`
    })
  },
})
