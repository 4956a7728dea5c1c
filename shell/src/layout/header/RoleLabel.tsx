import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'shared-contracts/router';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { useHost } from 'shared-contracts/host';
import { useHeaderLabel } from 'host-services';

const LogoutButton = styled.button`
  min-height: 44px;
  padding: 0 0.9rem;
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: ${theme.colors.secondary};
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
`;

/** Spec §4: 'LOGOUT' plus the stored role label; it also ends the session (design decision). */
export function RoleLabel() {
  const label = useHeaderLabel();
  const { logout } = useHost();
  const navigate = useNavigate();
  if (!label) return null;
  return (
    <LogoutButton
      type="button"
      onClick={() => {
        logout();
        navigate('/');
      }}
    >
      {label === 'ADMIN' ? <Trans>LOGOUT ADMIN</Trans> : <Trans>LOGOUT USER</Trans>}
    </LogoutButton>
  );
}
