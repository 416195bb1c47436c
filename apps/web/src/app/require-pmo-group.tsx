import { isPmoGroup } from '@kizuki/shared/rules';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../lib/auth/current-user.tsx';

/** SPEC.md section 2: roles that may not use inquiries are sent to /posts (PRODUCT.md: the PMO group). */
export function RequirePmoGroup({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return isPmoGroup(user.role) ? children : <Navigate to="/posts" replace />;
}
