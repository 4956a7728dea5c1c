import { Trans } from '@lingui/react/macro';
import { ORGANISATION } from 'shared-contracts';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${theme.colors.mutedText};
`;

/**
 * Beside a submit button, for a browser without JavaScript (the button waits for the page's
 * scripts, so it stays greyed out there): says why, and how to reach the charity instead.
 */
export function ScriptsOffNote() {
  const { phone, phoneHref, email } = ORGANISATION;
  return (
    <noscript>
      <Note>
        <Trans>
          Sending this form needs JavaScript, which is turned off in this browser. You can also call us on <a href={phoneHref}>{phone}</a> or
          write to <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </Note>
    </noscript>
  );
}
