import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The empty app's build (web-bench.ts builds it into a temporary folder): the product's plugins,
 * compression and target, so that the two builds differ only in what the app does.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      include: [/^assets\/.*\.(js|css)$/],
    }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: { name: 'Empty app', short_name: 'Empty', start_url: '/', display: 'standalone' },
    }),
  ],
  build: { target: 'es2022', emptyOutDir: true },
});
