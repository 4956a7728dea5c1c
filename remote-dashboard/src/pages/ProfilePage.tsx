import styled from 'styled-components';
import { theme } from 'shared-ui';
import { DASHBOARD_ROUTES, SIDEBAR_ROLE_OF } from 'shared-contracts';
import { failureMessageOf, useHost, usePageMeta } from 'shared-contracts/host';
import { useLoad } from '../hooks/useLoad';
import { LoadFailure } from '../components/LoadFailure';

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
  usePageMeta(DASHBOARD_ROUTES.profile);
  const { api } = useHost();
  const { state, reload } = useLoad((signal) => api.me(signal), [api]);

  return (
    <>
      <h1>Profile</h1>
      {state.status === 'loading' && <p role="status">Loading profile...</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureMessageOf(state.error, 'Could not load your profile. Please try again later.')} onRetry={reload} />
      )}
      {state.status === 'done' && (
        <Details>
          <dt>Name</dt>
          <dd>{state.data.name}</dd>
          <dt>E-mail</dt>
          <dd>{state.data.email}</dd>
          <dt>Mobile</dt>
          <dd>{state.data.mobile}</dd>
          <dt>Role</dt>
          <dd>
            {state.data.role} ({SIDEBAR_ROLE_OF[state.data.role]})
          </dd>
        </Details>
      )}
    </>
  );
}
