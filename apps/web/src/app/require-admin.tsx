import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../lib/auth/current-user.tsx';

/** The admin area is for admins (PRODUCT.md); anyone else is sent home (the API answers 403). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return useCurrentUser().isAdmin ? children : <Navigate to="/" replace />;
}
