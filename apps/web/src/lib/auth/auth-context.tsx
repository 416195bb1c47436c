import type { UserManager } from 'oidc-client-ts';
import { createContext, useContext } from 'react';
import type { ClientConfig } from '@kizuki/shared';
import type { SessionUser } from './session.ts';

export interface AuthState {
  config: ClientConfig;
  /**
   * The sign-in library's manager, loaded on the first call: a signed-in person's first screen
   * does without it (session.ts).
   */
  userManager: () => Promise<UserManager>;
  /** The signed-in session, or null while signing in. */
  oidcUser: SessionUser | null;
  /**
   * The session was there when the app started (a reopened app or a new tab), not made by a
   * sign-in just now: someone who has used the app before.
   */
  restoredSession: boolean;
  /** The e-mail of the sign-in profile ({email} of SPEC.md section 1). */
  email: string | null;
  setOidcUser: (user: SessionUser | null) => void;
  /** A sign-in at the provider, coming back to the current address (SPEC.md section 4). */
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
