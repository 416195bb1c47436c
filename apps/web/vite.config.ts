/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to (`npm run dev` starts both). */
const API_TARGET = process.env.KIZUKI_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    // xfwd tells the identity provider the browser's origin, so its endpoints point back here.
    proxy: {
      '/api': { target: API_TARGET, xfwd: true },
      '/idp': { target: API_TARGET, xfwd: true },
      '/interaction': { target: API_TARGET, xfwd: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
