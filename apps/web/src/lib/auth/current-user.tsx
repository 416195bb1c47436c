import { createContext, useContext } from 'react';
import type { User } from '@kizuki/shared';

export const CurrentUserContext = createContext<User | null>(null);

/** The signed-in, registered user who accepted the terms: every screen behind the gate has one. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used behind the session gate');
  return user;
}
