import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, loadLanguageBundle } from './lib/i18n/i18n.ts';
import { startRememberingFirstRequests } from './lib/first-requests.ts';
import { preloadScreenAt } from './lib/screen-preload.ts';
import { settingsStore } from './lib/settings.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The stored language's strings are there before the first paint: no flash of Japanese. (Not a
// top-level await: that would make the bundler split the entry into many small chunks.)
const language = settingsStore.get().lang;
// The screen the app opens at loads its code now, beside the sign-in and the user (issue 40).
preloadScreenAt(window.location.pathname);
// What this screen asks for as it opens is asked ahead at the next start (lib/first-requests.ts).
startRememberingFirstRequests();
void loadLanguageBundle(language).then((bundle) => {
  const i18n = initI18n(language, { [language]: bundle });
  // Drawn in an interruptible pass: the browser can paint and answer input between its slices
  // (issue 40).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    ),
  );
});
