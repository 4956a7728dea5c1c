import type { ReactElement } from 'react';
import { i18n } from '@lingui/core';
import { activateLanguage, LanguageProvider } from 'shared-ui/i18n';
import type { Language } from 'shared-contracts/languages';
import { act, render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from 'standalone-host/testing';

/** `options` as Testing Library's render takes them, e.g. to hydrate server HTML in a container. */
export function renderAt(ui: ReactElement, path = '/', language: Language = 'en', options: RenderOptions = {}) {
  activateLanguage(i18n, language);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider i18n={i18n}>
        {ui}
        <LocationProbe />
      </LanguageProvider>
    </MemoryRouter>,
    options,
  );
}

/**
 * renderAt for trees that suspend (a remote loading with React's `use`): React 19 carries on
 * after a suspension inside `act` only when that act is awaited.
 */
export async function renderSuspendingAt(ui: ReactElement, path = '/') {
  let result: ReturnType<typeof renderAt> | undefined;
  await act(async () => {
    result = renderAt(ui, path);
  });
  return result!;
}
