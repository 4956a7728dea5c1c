import { Trans } from '@lingui/react/macro';

/**
 * The first stop of Tab: straight to the page's own content, past the links of the header or
 * the dashboard's sidebar (hidden until focused: GlobalStyle's `.skip-link`).
 */
export function SkipLink({ to }: { to: string }) {
  return (
    <a className="skip-link" href={`#${to}`}>
      <Trans>Skip to content</Trans>
    </a>
  );
}
