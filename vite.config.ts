import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Server-only packages must never be pre-bundled for the browser.
const serverOnly = ['@electric-sql/pglite', 'pg', 'better-auth', 'nodemailer', 'sharp', '@aws-sdk/client-s3']

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React Router build (one module graph).
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  optimizeDeps: { exclude: serverOnly },
  ssr: { external: serverOnly },
  plugins: [tailwindcss(), reactRouter()],
})
