import { createContext, useContext, useEffect } from 'react';
import type { HostApi } from './host-api';
import type { DashboardRole } from './roles';
import type { PageRoute } from './routes';
import type { RuntimeConfig } from './runtime-config';

/** The signed-in account as the session token describes it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: DashboardRole;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Toasts {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export interface PageMeta {
  title: string;
  description: string;
  path: string;
}

/** What the shell hands to every remote. Remotes never import the shell itself. */
export interface HostServices {
  session: { status: SessionStatus; user: SessionUser | null };
  /** Stores the token (cookie, 7 days) and signs in; returns the user, or null for an unusable token. */
  login(token: string): SessionUser | null;
  logout(): void;
  api: HostApi;
  toast: Toasts;
  setPageMeta(meta: PageMeta): void;
  config: RuntimeConfig;
}

export const HostContext = createContext<HostServices | null>(null);
HostContext.displayName = 'HostContext';

export function useHost(): HostServices {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside a HostContext provider (the shell or a stand-alone host)');
  return host;
}

/** Sets the page's title, description and canonical path once the page shows. */
export function usePageMeta(route: PageRoute): void {
  const { setPageMeta } = useHost();
  useEffect(() => {
    setPageMeta({ title: route.title, description: route.description, path: route.path });
  }, [setPageMeta, route.title, route.description, route.path]);
}
