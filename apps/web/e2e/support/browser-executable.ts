import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { extract, type ExtractOptions } from 'tar-fs';

/** Debian's Chromium (`apt-get install chromium`), used when it is there. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Where the browser came from: the CHROMIUM_PATH setting, Debian's package, or the headless build
 * that the @sparticuz/chromium npm package carries inside itself (no root and no download beyond
 * `npm install`).
 */
export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | 'packaged';

export interface ChromiumExecutable {
  source: ChromiumSource;
  path: string;
  /** The environment to start it in: the packaged build needs its own libraries and fonts. */
  env: NodeJS.ProcessEnv;
}

/**
 * The choice alone, for the settings a run has: CHROMIUM_PATH wins; CHROMIUM_SOURCE=packaged
 * takes the packaged build even where Debian's exists (CI proves that path with it); otherwise
 * Debian's when it is installed, else the packaged one.
 */
export function chooseChromium(
  settings: { CHROMIUM_PATH?: string; CHROMIUM_SOURCE?: string },
  isExecutable: (file: string) => boolean,
): ChromiumSource {
  const wanted = settings.CHROMIUM_SOURCE ?? 'auto';
  if (wanted !== 'auto' && wanted !== 'packaged') {
    throw new Error(`CHROMIUM_SOURCE must be "auto" or "packaged", not "${wanted}"`);
  }
  if (settings.CHROMIUM_PATH) return 'CHROMIUM_PATH';
  if (wanted === 'packaged') return 'packaged';
  return isExecutable(DEBIAN_CHROMIUM) ? 'debian' : 'packaged';
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

let resolved: Promise<ChromiumExecutable> | null = null;

/** The Chromium this process's tests drive (the packaged one is unpacked on first use). */
export function chromiumExecutable(): Promise<ChromiumExecutable> {
  resolved ??= resolveChromium(process.env);
  return resolved;
}

/** The Chromium for these settings, ready to start. */
export async function resolveChromium(settings: {
  CHROMIUM_PATH?: string;
  CHROMIUM_SOURCE?: string;
}): Promise<ChromiumExecutable> {
  const source = chooseChromium(settings, isExecutable);
  if (source === 'CHROMIUM_PATH') {
    const file = settings.CHROMIUM_PATH!;
    if (!isExecutable(file)) throw new Error(`CHROMIUM_PATH=${file} is not an executable file`);
    return { source, path: file, env: process.env };
  }
  if (source === 'debian') return { source, path: DEBIAN_CHROMIUM, env: process.env };
  return packagedChromium();
}

/**
 * The packaged build, unpacked once per version into node_modules/.cache (about 200 MB): the
 * brotli-compressed binary, the NSS libraries it links against (a machine without Debian's
 * chromium package may lack libnss3 and libnspr4) and the package's Latin font. The package's own
 * executablePath() would unpack into a shared /tmp/chromium without those libraries outside AWS
 * Lambda, and two test processes unpacking at once could start a half-written binary: here each
 * process unpacks into a directory of its own and renames it into place, and the first one wins.
 */
async function packagedChromium(): Promise<ChromiumExecutable> {
  const require = createRequire(import.meta.url);
  // The package exports only its code (build/cjs/index.cjs); its root is three levels up.
  const packageRoot = path.resolve(require.resolve('@sparticuz/chromium'), '../../..');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'),
  ) as { version: string };
  const bin = path.join(packageRoot, 'bin');
  const target = path.join(packageRoot, '../../.cache/kizuki-chromium', version);

  if (!fs.existsSync(path.join(target, 'chromium'))) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const staging = fs.mkdtempSync(`${target}.partial-`);
    try {
      await Promise.all([
        pipeline(
          fs.createReadStream(path.join(bin, 'chromium.br')),
          createBrotliDecompress(),
          fs.createWriteStream(path.join(staging, 'chromium'), { mode: 0o755 }),
        ),
        untarBrotli(path.join(bin, 'al2023.tar.br'), staging),
        untarBrotli(path.join(bin, 'fonts.tar.br'), staging),
      ]);
      fs.writeFileSync(path.join(staging, 'kizuki-fonts.conf'), fontConfig(target));
      fs.renameSync(staging, target);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      // Another process renamed its copy into place first: use that one.
      if (!fs.existsSync(path.join(target, 'chromium'))) throw error;
    }
  }

  // On every start, not only after an unpacking: a run stopped while unpacking is usually followed
  // by one that finds the finished copy and would never unpack again.
  removeAbandonedUnpacking(target);
  const libraries = path.join(target, 'lib');
  return {
    source: 'packaged',
    path: path.join(target, 'chromium'),
    env: {
      ...process.env,
      LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      // A FONTCONFIG_FILE of the caller's wins (the check without Japanese fonts uses one).
      FONTCONFIG_FILE: process.env.FONTCONFIG_FILE ?? path.join(target, 'kizuki-fonts.conf'),
    },
  };
}

/**
 * Deletes what a process stopped while unpacking left (Ctrl-C in a first run: about 190 MB each).
 * One older than ten minutes is no longer being written: unpacking takes seconds.
 */
function removeAbandonedUnpacking(target: string) {
  const directory = path.dirname(target);
  if (!fs.existsSync(directory)) return;
  for (const name of fs.readdirSync(directory)) {
    const leftover = path.join(directory, name);
    if (
      name.startsWith(`${path.basename(target)}.partial-`) &&
      Date.now() - fs.statSync(leftover).mtimeMs > 10 * 60_000
    ) {
      fs.rmSync(leftover, { recursive: true, force: true });
    }
  }
}

function untarBrotli(archive: string, directory: string): Promise<void> {
  // chown is tar-fs's own option, missing from its types: as root it would hand the files to the
  // archive's owners (uid 1000).
  const options = { chown: false } as ExtractOptions;
  return pipeline(
    fs.createReadStream(archive),
    createBrotliDecompress(),
    extract(directory, options),
  );
}

/**
 * The machine's fonts when it has a fontconfig set-up (the Japanese ones among them), and the
 * package's Open Sans always, so that a machine without any font still draws Latin text.
 */
function fontConfig(directory: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${directory}/fonts</dir>
  <cachedir>${directory}/fontconfig-cache</cachedir>
</fontconfig>
`;
}
