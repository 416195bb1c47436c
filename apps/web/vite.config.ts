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
    proxy: {
      '/api': API_TARGET,
      '/idp': API_TARGET,
      '/interaction': API_TARGET,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
