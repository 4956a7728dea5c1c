import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';

const Box = styled.section`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 2rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  text-align: center;
`;

/** What a visitor sees when one part of the site is down: the rest of the site stays. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" data-testid="remote-fallback">
      <h1>This part of the site could not be loaded</h1>
      <p>Please check your connection and try again. The rest of the site keeps working.</p>
      <Button onClick={onRetry}>Try again</Button>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Box>
  );
}
