/**
 * Where a screen's main-thread time goes on a cold load (issue 40): each screen of the benchmark
 * is opened RUNS times with the caches emptied and the CPU 4× slower, its JavaScript sampled by
 * Chromium's profiler from navigation until the screen has its content, and the samples' self time
 * summed by where the code came from (the build's source maps: a package, or a folder of the app),
 * the median of the runs. "(program)" is the browser's own work: style, layout, paint, parsing.
 * It prints a table per screen and asserts nothing.
 *   npm run build && tsx apps/web/e2e/web-profile.ts [--runs N] [--functions]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { Protocol } from 'puppeteer-core';
import { startBenchSession } from './support/bench-session.ts';
import { WEB_DIST } from './support/test-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    /** Also the functions that took the most time. */
    functions: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);

/** What each screen shows when it has its content: the profile stops there. */
const READY: Record<string, string> = {
  'timeline (/)': 'article[data-post-id]',
  'post detail': 'article[aria-labelledby="post-author"]',
  'task tray': 'main a[href^="/tasks/"]',
};

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerOf(url: string) {
  const pathname = new URL(url).pathname;
  if (!consumers.has(pathname)) {
    const file = path.join(WEB_DIST, `${pathname}.map`);
    consumers.set(
      pathname,
      fs.existsSync(file)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  return consumers.get(pathname)!;
}

/** The place a function's code came from: a package of node_modules, or the app's folder. */
function originOf(frame: Protocol.Runtime.CallFrame): { group: string; name: string } {
  if (!frame.url) return { group: frame.functionName || '(native)', name: frame.functionName };
  const consumer = frame.url.startsWith('http') ? consumerOf(frame.url) : null;
  const original = consumer?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = original?.source ?? frame.url;
  const name = `${original?.name ?? frame.functionName ?? '(anonymous)'} ${source.replace(/^.*\/(node_modules|src)\//, '')}:${original?.line ?? frame.lineNumber}`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return { group: inPackage[1]!, name };
  const inApp = /\/(?:apps\/web|packages\/shared)\/src\/(.+?)\/[^/]+$/.exec(source);
  return { group: inApp ? `app: ${inApp[1]}` : source.replace(/^.*\//, ''), name };
}

/** Self time by group (and by function) in one profile, in ms. */
function selfTimes(profile: Protocol.Profiler.Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((nodeId, index) => {
    const node = nodes.get(nodeId)!;
    if (node.callFrame.functionName === '(idle)') return;
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const { group, name } = originOf(node.callFrame);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byGroup, byFunction };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const session = await startBenchSession();
try {
  const { page, server } = session;
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (const [name, route] of session.screens) {
    const groups = new Map<string, number[]>();
    const functions = new Map<string, number[]>();
    const totals: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await session.clearCaches(cdp, server.url);
      await page.goto('about:blank');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${route}`);
      await page.waitForSelector(READY[name]!, { timeout: 60_000 });
      // The frame after the content: what it took to draw it is in the profile too.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const { byGroup, byFunction } = selfTimes(profile);
      totals.push([...byGroup.values()].reduce((a, b) => a + b, 0));
      for (const [group, ms] of byGroup) groups.set(group, [...(groups.get(group) ?? []), ms]);
      for (const [fn, ms] of byFunction) functions.set(fn, [...(functions.get(fn) ?? []), ms]);
    }
    const total = median(totals);
    const rows = [...groups]
      .map(
        ([group, times]) =>
          [group, median([...times, ...Array(RUNS - times.length).fill(0)])] as const,
      )
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 5);
    console.log(
      `\n${name}: ${Math.round(total)} ms busy on the main thread at 4x (median of ${RUNS})`,
    );
    for (const [group, ms] of rows) {
      console.log(
        `  ${String(Math.round(ms)).padStart(6)} ms ${String(Math.round((ms / total) * 100)).padStart(3)}%  ${group}`,
      );
    }
    if (values.functions) {
      const top = [...functions]
        .map(
          ([fn, times]) => [fn, median([...times, ...Array(RUNS - times.length).fill(0)])] as const,
        )
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25);
      console.log('  functions:');
      for (const [fn, ms] of top) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${fn}`);
    }
  }
} finally {
  await session.stop();
}
