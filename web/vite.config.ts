import path from 'node:path'
import react from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import { defineConfig } from 'vite'
import { site } from '../contract/site'
import { pageModules } from './build/page-modules'
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs'

const webDir = import.meta.dirname

export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  base: '/',
  plugins: [
    react(),
    scrollAreaMergeRefs(),
    pageModules(path.join(webDir, 'src')),
    {
      name: 'portal-title',
      // index.html carries a placeholder so the name is configured in contract/site.ts only.
      transformIndexHtml: (html) => html.replaceAll('%ORGANIZATION_NAME%', site.organizationName),
    },
    // `npm run bench:bundle`: which modules each chunk carries, gzip sizes, as a treemap page.
    process.env.BUNDLE_REPORT ? visualizer({ filename: process.env.BUNDLE_REPORT, template: 'treemap', gzipSize: true }) : null,
  ],
  resolve: {
    alias: {
      '@': path.join(webDir, 'src'),
      // The SPA reaches server code only through the contract folder (types, rules and options both sides use).
      '@contract': path.join(webDir, '..', 'contract'),
    },
  },
  build: {
    outDir: path.join(webDir, 'dist'),
    emptyOutDir: true,
    // The server links a rendered page's chunks and styles from it (cms/platform/http/page-render.ts).
    manifest: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // React and the router change far less often than the portal's own code: separate files stay
        // cached. Mantine is not grouped: each page's chunk carries the components it uses, so the first
        // page does not load every component the portal has.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server build carries its own production React and every package that renders with it: the
  // server process has loaded React already (Payload's admin, in whatever mode NODE_ENV said then),
  // and a second copy, or the same one in another mode, breaks rendering.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}))
