import { useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';
import { theme } from 'shared-ui';
import { useNavigationPending } from './navigation-pending';

/** A move whose page shows within this time needs no sign that it is on its way. */
const SHOW_AFTER_MS = 300;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** Over the page, so it moves nothing; shown only after a short wait, by CSS alone. */
const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 100;
  height: 4px;
  overflow: hidden;
  /* Light, so the bar shows over the dark top bar as well as over the white header. */
  background: rgb(255 255 255 / 75%);
  animation: ${appear} 150ms ease-out ${SHOW_AFTER_MS}ms both;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${theme.colors.primary};
  animation: ${sweep} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }

  /* Forced colours drop backgrounds; the system's highlight keeps the bar seen. */
  @media (forced-colors: active) {
    background: Highlight;
  }
`;

/**
 * A bar across the top while a page the visitor moved to is on its way: on a slow line the old
 * page stays for seconds after a tap, and without it the tap seems not to have been taken.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const { t } = useLingui();
  if (!pending) return null;
  return (
    <Track role="progressbar" aria-label={t`Loading the page`}>
      <Bar />
    </Track>
  );
}
