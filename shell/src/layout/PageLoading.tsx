import styled from 'styled-components';

const Box = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

/** Spec §4: 'Loading...' while the session check or a remote is on its way. */
export function PageLoading() {
  return (
    <Box role="status" aria-live="polite">
      Loading...
    </Box>
  );
}
