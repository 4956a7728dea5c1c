import { Trans } from '@lingui/react/macro';
import { ORGANISATION } from 'shared-contracts';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Note = styled.p`
  margin: 0.5rem 0 0;
  color: ${theme.colors.mutedText};
`;

/** Why a form's button stays greyed out without JavaScript (it waits for the page's scripts), and how to reach the charity instead. */
export function ScriptsOffNote() {
  const { phone, phoneHref, email } = ORGANISATION;
  return (
    <Note>
      <Trans>
        Sending this form needs JavaScript, which is turned off in this browser. You can also call us on <a href={phoneHref}>{phone}</a> or
        write to <a href={`mailto:${email}`}>{email}</a>.
      </Trans>
    </Note>
  );
}
