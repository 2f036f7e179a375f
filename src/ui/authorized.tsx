import type { ReactNode } from 'react';
import { usePermission } from '../lib/use-permission';

export interface AuthorizedProps {
  /** Button enCode, e.g. btn_add. */
  code: string;
  children: ReactNode;
  /** Rendered instead when the permission is missing; nothing by default. */
  fallback?: ReactNode;
}

/** Element-level guard (spec section 6): renders its children only when the page's entry lists the button. */
export function Authorized({ code, children, fallback = null }: AuthorizedProps) {
  const { hasButton } = usePermission();
  return <>{hasButton(code) ? children : fallback}</>;
}
