import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Toggle = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0.3rem 0.8rem;
  margin: -0.5rem 0 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * Spec §2: a Show/Hide toggle that switches every password field of the form between hidden and
 * shown. It needs scripts, so the frame hides it for a browser without them.
 */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  return (
    <Toggle type="button" aria-pressed={shown} onClick={onToggle} data-needs-scripts>
      {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
    </Toggle>
  );
}
