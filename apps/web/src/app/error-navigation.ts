/**
 * The global error handler (TanStack Query's caches) lives outside React, but should navigate like
 * the app does. The router hands over its navigate() here once mounted; before that a page load.
 */
let navigate: (to: string) => void = (to) => window.location.assign(to);

export function setErrorNavigator(next: (to: string) => void) {
  navigate = next;
}

/** The error page, with the code of a message of its own (userDeactivated) or the generic one. */
export function showErrorPage(code?: string) {
  navigate(code ? `/error?code=${encodeURIComponent(code)}` : '/error');
}
