import { Trans } from '@lingui/react/macro';
import styled, { css } from 'styled-components';
import { Button, theme } from 'shared-ui';
import { remoteForPath } from 'shared-contracts';
import { useLocation } from 'shared-contracts/router';
import { useUnavailablePart } from './part-unavailable';

const noteBox = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: ${theme.colors.errorBackground};
  color: ${theme.colors.error};
  border-top: 2px solid ${theme.colors.error};
  font-weight: 600;
  p { margin: 0; }
`;

const Notice = styled.div`
  ${noteBox}
  position: fixed;
  inset: auto 0 0 0;
  z-index: 20;
`;

/** As tall as the note, at the page's end: the footer's last line scrolls up above the note, not under it. */
const Room = styled.div`
  ${noteBox}
  visibility: hidden;
`;

/**
 * Shown while a remote's part of the page is the server's HTML because its code could not arrive:
 * the page reads as before, and this says why its buttons do nothing yet and offers to try again.
 * A page of another remote, where the visitor went meanwhile, does not show it.
 */
export function PartUnavailableNotice() {
  const part = useUnavailablePart();
  const { pathname } = useLocation();
  if (!part || remoteForPath(pathname) !== part.remote) return null;
  const content = (
    <>
      <p>
        <Trans>Part of this page could not load, so its buttons and forms do not work yet. What you typed is kept.</Trans>
      </p>
      <Button variant="secondary" onClick={part.retry}>
        <Trans>Try again</Trans>
      </Button>
    </>
  );
  return (
    <>
      <Room aria-hidden="true" inert>
        {content}
      </Room>
      <Notice role="alert">{content}</Notice>
    </>
  );
}
