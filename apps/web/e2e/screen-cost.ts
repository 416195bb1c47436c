/**
 * The pre-screen's cost in the browser (issue 43): the shared pre-screen (the rules the product
 * ships) built for the browser as the web app's bundler builds it, run in Chromium over 2,000-
 * character field notes (the texts of apps/server/bench/screen-bench.ts), one at a time after a
 * warm-up, with the CPU as it is and slowed 4× (a mid-range phone, as Lighthouse's mobile
 * default). The composer does not run it today (the server screens, docs/compliance.md); this says
 * what running it on a phone would cost. It prints figures and asserts nothing.
 *   npx tsx apps/web/e2e/screen-cost.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { chromiumExecutable } from './support/browser-executable.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const TEXTS = 200;
const LENGTH = 2_000;

/** The pre-screen and the bench's texts as one script that sets `window.screenCost`. */
async function bundle(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kizuki-screen-cost-'));
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(
    entry,
    `export { preScreen, DEFAULT_SCREEN_RULES } from ${JSON.stringify(`${root}packages/shared/src/compliance/pre-screen.ts`)};\n` +
      `export { screenBenchText } from ${JSON.stringify(`${root}apps/server/bench/screen-bench-text.ts`)};\n`,
  );
  try {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['iife'], name: 'screenCost', fileName: 'screen-cost' },
      },
    })) as Rolldown.RolldownOutput[];
    const chunk = output[0]!.output[0];
    return chunk.type === 'chunk' ? chunk.code : '';
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const script = await bundle();
const { path: executablePath, env } = await chromiumExecutable();
const browser = await chromium.launch({
  executablePath,
  env,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: script });
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // A string, not a function: the TypeScript runner would add helpers the page does not have.
    const figures = await page.evaluate<{ p50: number; p95: number; max: number }>(`(() => {
      const api = window.screenCost;
      const all = Array.from({ length: ${TEXTS} }, (_, i) => api.screenBenchText(${LENGTH}, i));
      for (const text of all.slice(0, 20)) api.preScreen(text, 'post');
      const durations = all
        .map((text) => {
          const started = performance.now();
          api.preScreen(text, 'post');
          return performance.now() - started;
        })
        .sort((a, b) => a - b);
      const at = (q) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))];
      return { p50: at(0.5), p95: at(0.95), max: durations[durations.length - 1] };
    })()`);
    console.log(
      `Chromium ${browser.version()}, CPU ${rate === 1 ? 'as it is' : `${rate}× slower`}: preScreen over ${TEXTS} texts of ${LENGTH} characters, ` +
        `p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms, max ${figures.max.toFixed(2)} ms; the script ${(script.length / 1024).toFixed(0)} KiB`,
    );
  }
} finally {
  await browser.close();
}
