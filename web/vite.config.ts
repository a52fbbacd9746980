import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const webDir = import.meta.dirname

export default defineConfig({
  root: webDir,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.join(webDir, 'src'),
      // Only `import type` from the CMS and its plain constants module (`@cms/lib/site`) are allowed.
      '@cms': path.join(webDir, '..', 'cms'),
    },
  },
  build: {
    outDir: path.join(webDir, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
})
