/**
 * The global error handler (TanStack Query's caches) lives outside React, but should navigate like
 * the app does. The router hands over its navigate() here once mounted; before that a page load.
 */
let navigate: (to: string) => void = (to) => window.location.assign(to);

export function setErrorNavigator(next: (to: string) => void) {
  navigate = next;
}

export function showErrorPage() {
  navigate('/error');
}
