import styled from 'styled-components';
import { theme } from 'shared-ui';

const Box = styled.div`
  min-height: 50vh;
  padding: 3rem 1rem;
  text-align: center;
  color: ${theme.colors.mutedText};
`;

/** Shown while a page's chunk downloads. */
export function PageLoading() {
  return (
    <Box role="status" aria-live="polite">
      Loading…
    </Box>
  );
}
