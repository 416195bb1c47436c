import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, loadLanguageBundle } from './lib/i18n/i18n.ts';
import { settingsStore } from './lib/settings.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The stored language's strings are there before the first paint: no flash of Japanese. (Not a
// top-level await: that would make the bundler split the entry into many small chunks.)
const language = settingsStore.get().lang;
void loadLanguageBundle(language).then((bundle) => {
  const i18n = initI18n(language, { [language]: bundle });
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
