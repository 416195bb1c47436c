import { askFirstRequests } from './lib/ask-first-requests.ts';

/*
 * The page's start script: inlined in index.html by the build (vite.config.ts), it runs as the page
 * is parsed, before the app's script has arrived, and asks the first screen's reads
 * (lib/first-requests.ts). It must never stop the page: whatever fails, the app asks itself.
 */
try {
  askFirstRequests();
} catch {
  // Storage refused (a private window's settings): the app asks once it runs.
}
