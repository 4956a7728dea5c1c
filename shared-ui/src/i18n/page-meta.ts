import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PageRoute } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';

/** A page's title and description as messages; their English is the route's own. */
export interface PageHeadMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * A route with its title and description in the instance's language. English pages keep the
 * route's own texts, so these messages ship no English.
 */
export function routeIn(route: PageRoute, head: PageHeadMessages, i18n: I18n): PageRoute {
  if (i18n.locale === DEFAULT_LANGUAGE) return route;
  return { path: route.path, title: i18n._(head.title), description: i18n._(head.description) };
}

/** `usePageMeta` with the title and description in the page's language. */
export function useTranslatedPageMeta(route: PageRoute, head: PageHeadMessages): void {
  const { i18n } = useLingui();
  usePageMeta(routeIn(route, head, i18n));
}
