import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'shared-contracts/router';
import styled from 'styled-components';
import { hasLanguageVersions } from 'shared-contracts';
import { languageChoiceLink, LANGUAGE_NAMES, LANGUAGES, localisedPath, type Language } from 'shared-contracts/languages';
import { useLiveQuery } from '../live-query';
import { useLanguage } from '../i18n/language';
import { rememberLanguage } from './remember-language';

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a, span { display: inline-flex; align-items: center; min-height: 32px; padding: 0 0.4rem; }
  span { font-weight: 700; text-decoration: underline; text-underline-offset: 3px; }
  /* A Devanagari label's font may arrive after the first paint: a fixed width keeps the items
     after it in place when it does (Noto Sans Devanagari's bold label needs 2.3em). */
  li:not([lang='en']) { flex: none; width: 3.4em; white-space: nowrap; }
`;

/** A click that asks for a new tab or window, or a download: the browser's own, not ours. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * English, हिन्दी, मराठी: links to the same page in each language. Each goes through the server,
 * which remembers the choice (so "/" opens it next time, and the auth screens and the dashboard,
 * which keep their address, show it), and so works before the page's scripts run and without them.
 * Once the page is live, a click remembers the choice itself and goes straight to the page.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLanguage();
  const { pathname } = useLocation();
  const query = useLiveQuery().toString();
  const addressIn = (language: Language) => `${hasLanguageVersions(pathname) ? localisedPath(pathname, language) : pathname}${query ? `?${query}` : ''}`;
  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    rememberLanguage(language);
    // The #part too (a link to the donation panel), which the link's address, written with the
    // page's HTML, lacks. Only where the language has its own address: the same address with a
    // #part would only scroll, not load the page in the new language.
    const address = addressIn(language);
    window.location.assign(hasLanguageVersions(pathname) ? `${address}${window.location.hash}` : address);
  };
  return (
    <nav aria-label={t`Language`}>
      <List>
        {LANGUAGES.map((language) => (
          <li key={language} lang={language}>
            {language === current ? (
              <span aria-current="true">{LANGUAGE_NAMES[language]}</span>
            ) : (
              <a href={languageChoiceLink(language, addressIn(language))} hrefLang={language} onClick={choose(language)}>
                {LANGUAGE_NAMES[language]}
              </a>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
