/**
 * react-i18next imports `use-sync-external-store/shim` so that it runs on React 17 too; on React 19
 * that shim answers React's own hook, and its CommonJS wrapper cost the first paint 0.3 KiB. The
 * build points the import here (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
