import { screen } from '@testing-library/react';
import { renderWithHost } from 'standalone-host/testing';
import { Screen } from '../src/components/Screen';

/** The CSS rules styled-components injected for an element's classes. */
function rulesFor(element: HTMLElement): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList].flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? []).join('\n');
}

describe('auth screen', () => {
  it('fades in over the spec 0.5 s with an ease-out curve, so the content shows early', () => {
    renderWithHost(
      <Screen>
        <h1>Login</h1>
      </Screen>,
    );
    expect(rulesFor(screen.getByRole('main'))).toMatch(/animation:[^;]*0\.5s ease-out both/);
  });
});
