import { useMemo, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/**
 * Lingui's context with a value that never changes. Lingui's own provider re-renders everything
 * whenever messages load; here a catalog arrives before the part that needs it renders
 * (useCatalog), and a re-render while a remote still hydrates would make React throw away the
 * server's HTML of that remote and render it again.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
