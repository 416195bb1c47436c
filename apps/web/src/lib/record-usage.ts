import type * as Recorder from './usage-recorder.ts';

type Waiting = (recorder: typeof Recorder) => void;

/** What was recorded before the recorder loaded, in order. */
const waiting: Waiting[] = [];
let recorder: Promise<typeof Recorder> | null = null;

function whenLoaded(use: Waiting) {
  if (recorder) void recorder.then(use);
  else waiting.push(use);
}

/**
 * A page view of the screen a path shows (nothing for a path that is no screen): the one usage
 * event the app reports (issues 22 and 41; the server records every action itself). Until the
 * recorder has started (startUsageRecorder, once the first screen has settled) views wait here,
 * so analytics never load with the first screen or the sign-in.
 */
export function recordPageView(pathname: string) {
  whenLoaded((loaded) => loaded.recordPageView(pathname));
}

/** Loads the recorder and hands it what waited. */
export function startUsageRecorder() {
  recorder ??= import('./usage-recorder.ts').then((loaded) => {
    for (const use of waiting.splice(0)) use(loaded);
    return loaded;
  });
}
