import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The style nonce the server gave this page (a `csp-nonce` meta element, as Vite names it). The
 * browser hides the attribute once the page is parsed; the `nonce` property keeps it.
 */
function styleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * MUI's style cache with the page's nonce: every style element it inserts carries it, so the
 * Content-Security-Policy can refuse every other inline style without 'unsafe-inline'.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', nonce: styleNonce() });
}
