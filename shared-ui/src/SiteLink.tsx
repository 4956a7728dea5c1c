import type { MouseEventHandler, ReactNode } from 'react';
import { hasLanguageVersions } from 'shared-contracts';
import { DEFAULT_LANGUAGE, localisedPath } from 'shared-contracts/languages';
import { Link, NavLink, useLocation } from 'shared-contracts/router';
import { useLanguage } from './i18n/language';

export interface SiteLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  title?: string;
  'aria-label'?: string;
}

/**
 * The address of a public page in the page's language when the router cannot reach it: on a
 * screen without language versions (login, dashboard) shown in Hindi or Marathi, "Contact" is
 * /mr/contact, which lies outside the router's basename (the address's own prefix, none here), so
 * it is a full page load. Null when the router can take the link as it is.
 */
function useAddressOutsideRouter(to: string): string | null {
  const language = useLanguage();
  const { pathname } = useLocation();
  // A page in Hindi or Marathi with language versions is under its prefix, so the router reaches the others.
  if (language === DEFAULT_LANGUAGE || hasLanguageVersions(pathname) || !hasLanguageVersions(to)) return null;
  return localisedPath(to, language);
}

/** A link to a page of the site that stays in the page's language (the frame's menus, the dashboard's way back to the site). */
export function SiteLink({ to, ...anchor }: SiteLinkProps) {
  const address = useAddressOutsideRouter(to);
  return address ? <a href={address} {...anchor} /> : <Link to={to} {...anchor} />;
}

/** SiteLink for menus: marks the current page as NavLink does, when the router takes the link. */
export function SiteNavLink({ to, end, ...anchor }: SiteLinkProps & { end?: boolean }) {
  const address = useAddressOutsideRouter(to);
  return address ? <a href={address} {...anchor} /> : <NavLink to={to} end={end} {...anchor} />;
}
