import { useEffect, useState, type MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { usePendingAddress } from './navigation-pending';

/** A page still on its way after this long is offered afresh. */
export const SLOW_PAGE_AFTER_MS = 10_000;

/** At the foot of the screen, within a thumb's reach, clear of the header's menu. */
const Note = styled.p`
  position: fixed;
  inset: auto 1rem 1rem;
  z-index: 100;
  max-width: 32rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.text};
  color: #fff;

  a {
    color: #fff;
    font-weight: 600;
  }
`;

/**
 * A page whose code has not come ten seconds after the tap is offered as a page loaded whole:
 * the server's HTML of a page can be read before any of its code arrives, and a download that
 * stalled would otherwise keep the old page up until the chunk is given up (CODE_ARRIVAL_LIMIT_MS).
 */
export function SlowNavigationNote() {
  const address = usePendingAddress();
  const [slow, setSlow] = useState(false);
  // Counted from the last tap: a second link tapped meanwhile is a new wait.
  useEffect(() => {
    setSlow(false);
    if (address === null) return;
    const timer = setTimeout(() => setSlow(true), SLOW_PAGE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [address]);
  // The address shown is already the new page's: reloading it loads that page whole, even one
  // whose address has a #fragment, which a link to it would only scroll to.
  const loadWhole = (event: MouseEvent) => {
    event.preventDefault();
    window.location.reload();
  };
  // The live region is on the page before its words, so screen readers hear them arrive.
  return (
    <div role="status">
      {slow && address !== null && (
        <Note>
          <Trans>The page you opened is taking a long time to load.</Trans> <a href={address} onClick={loadWhole}>
            <Trans>Load it again</Trans>
          </a>
        </Note>
      )}
    </div>
  );
}
