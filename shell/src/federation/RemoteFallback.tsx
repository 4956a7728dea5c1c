import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button, SiteLink, theme } from 'shared-ui';

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
      <h1>
        <Trans>This part of the site could not be loaded</Trans>
      </h1>
      <p>
        <Trans>Please check your connection and try again. The rest of the site keeps working.</Trans>
      </p>
      <Button onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
      <p>
        <SiteLink to="/">
          <Trans>Go to the home page</Trans>
        </SiteLink>
      </p>
    </Box>
  );
}
