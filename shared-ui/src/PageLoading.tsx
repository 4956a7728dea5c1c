import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { theme } from './theme/theme';

const Box = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${theme.colors.mutedText};
`;

/**
 * Spec §4: 'Loading...' while the session check, a remote or a page's code is on its way. One
 * component for the shell and every remote, so handing over from one to the next moves nothing.
 */
export function PageLoading() {
  return (
    <Box role="status" aria-live="polite">
      <Trans>Loading...</Trans>
    </Box>
  );
}
