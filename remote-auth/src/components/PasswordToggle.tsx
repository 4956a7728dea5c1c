import { Trans, useLingui } from '@lingui/react/macro';
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

interface PasswordToggleProps {
  shown: boolean;
  onToggle(): void;
  /** The form has one password field (login), not a password and its confirmation. */
  single?: boolean;
}

/**
 * Spec §2: a Show/Hide toggle that switches every password field of the form between hidden and
 * shown. It needs scripts, so the frame hides it for a browser without them. Its words change with
 * what it does, so it is a plain button (a pressed "Hide" would contradict itself), and its name
 * says what it shows or hides, starting with the words on it.
 */
export function PasswordToggle({ shown, onToggle, single = false }: PasswordToggleProps) {
  const { t } = useLingui();
  const name = single ? (shown ? t`Hide password` : t`Show password`) : shown ? t`Hide passwords` : t`Show passwords`;
  return (
    <Toggle type="button" aria-label={name} onClick={onToggle} data-needs-scripts>
      {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
    </Toggle>
  );
}
