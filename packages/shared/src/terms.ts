/** What the terms rule reads of a user: the version accepted last and the one in force. */
export interface TermsState {
  termsVersion: number | null;
  currentTermsVersion: number;
}

/**
 * Whether the user must accept the terms before anything else (PRODUCT.md, rollout decisions):
 * never accepted, or accepted a version older than the one in force. The server refuses such a
 * user (403 termsNotAccepted) and the web app shows the terms dialog.
 */
export function termsAcceptanceDue(user: TermsState): boolean {
  return user.termsVersion === null || user.termsVersion < user.currentTermsVersion;
}
