import { Box, Stack, Typography } from '@mui/material';
import { CHUNK_LOAD_TIMEOUT_MS } from '@kizuki/shared/rules';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadScreenStrings } from '../lib/i18n/i18n.ts';
import { PlainButton } from './plain-button.tsx';
import { SkeletonBlock } from './skeleton-block.tsx';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`script did not load within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function ScreenSkeleton() {
  return (
    <Stack spacing={2} sx={{ p: 2 }} aria-busy="true">
      <SkeletonBlock height={40} sx={{ borderRadius: 3 }} />
      <SkeletonBlock height={96} sx={{ borderRadius: 3 }} />
      <SkeletonBlock height={96} sx={{ borderRadius: 3 }} />
    </Stack>
  );
}

/** Kept light on purpose (no Button): it must render when other scripts could not load. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('screens>>loadFailed')}
      </Typography>
      {/* A failed module import stays failed in this document: retry by loading the app anew. */}
      <PlainButton onClick={() => window.location.reload()}>{t('screens>>retry')}</PlainButton>
    </Box>
  );
}

interface LazyOptions {
  loading: ReactNode;
  failed: ReactNode;
  /** The strings it needs, loaded with it: every screen's unless told (i18n.ts). */
  strings?: () => Promise<void>;
}

/** A component whose script loads when first drawn, or earlier when its use is foreseen. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts loading it now (the app opened at its address, a finger on a link to it), so it is
   * there, or nearer, when it is drawn (issue 40). A failure here is left to the drawing to show.
   */
  preload: () => void;
};

/**
 * A component whose script loads on first render, with a 120 s limit (SPEC.md section 9). While it
 * loads `loading` shows, and `failed` if it cannot be had; never a blank screen or a crash.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyOptions,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const start = () => {
    // A screen and its strings arrive together (lib/i18n: the shell carries only its own).
    pending ??= withTimeout(
      Promise.all([load(), (options.strings ?? loadScreenStrings)()]).then(([component]) => {
        loaded = component;
        return component;
      }),
      CHUNK_LOAD_TIMEOUT_MS,
    ).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };

  function LazyComponent(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState(false);

    useEffect(() => {
      // Asked even when already loaded: it may have arrived between this render and its effect
      // (a render in slices leaves time for that, issue 40), and the placeholder drawn then would
      // otherwise stay for good. Once drawn, setting it ready again changes nothing.
      let cancelled = false;
      start()
        .then(() => {
          if (!cancelled) setReady(true);
        })
        .catch((error: unknown) => {
          console.error('a script could not be loaded', error);
          if (!cancelled) setFailed(true);
        });
      return () => {
        cancelled = true;
      };
    }, []);

    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    return failed ? options.failed : options.loading;
  }
  LazyComponent.preload = () => void start().catch(() => undefined);
  return LazyComponent;
}

/** A screen: a skeleton while it loads, a retry if it cannot. */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  return lazyComponent(load, { loading: <ScreenSkeleton />, failed: <LoadFailed /> });
}

/** A dialog, toast or banner: nothing while it loads, nothing (logged) if it cannot. */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  return lazyComponent(load, { loading: null, failed: null });
}
