import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { createContext, useContext } from 'react';
import type { ClientConfig } from '@kizuki/shared';

export interface AuthState {
  config: ClientConfig;
  userManager: UserManager;
  /** The signed-in session, or null while signing in. */
  oidcUser: OidcUser | null;
  /** The e-mail of the sign-in profile ({email} of SPEC.md section 1). */
  email: string | null;
  setOidcUser: (user: OidcUser | null) => void;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
