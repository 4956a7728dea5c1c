import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { useHost } from 'shared-contracts/host';
import { translatedFailureOf } from 'shared-ui/i18n';
import { useLoad } from '../hooks/useLoad';
import { LoadFailure } from '../components/LoadFailure';
import { useDashboardPageMeta } from '../lib/page-heads';
import { storedRoleLabel } from './accounts/role-label';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  max-width: 36rem;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The signed-in account as the server knows it (login sends signed-in visitors here). */
export default function ProfilePage() {
  const { t, i18n } = useLingui();
  useDashboardPageMeta('profile');
  const { api } = useHost();
  const { state, reload } = useLoad((signal) => api.me(signal), [api]);

  return (
    <>
      <h1>
        <Trans>Profile</Trans>
      </h1>
      {state.status === 'loading' && (
        <p role="status">
          <Trans>Loading profile...</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <LoadFailure
          message={translatedFailureOf(state.error, t`Could not load your profile. Please try again later.`, i18n)}
          onRetry={reload}
        />
      )}
      {state.status === 'done' && (
        <Details>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{state.data.name}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{state.data.email}</dd>
          <dt>
            <Trans>Mobile</Trans>
          </dt>
          <dd>{state.data.mobile || <Trans>Not given</Trans>}</dd>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>{storedRoleLabel(state.data.role, i18n)}</dd>
        </Details>
      )}
    </>
  );
}
