import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { SCREEN_FADE_SECONDS } from 'shared-contracts';
import { theme } from 'shared-ui';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Spec §2: auth screens fade in over 0.5 s, ease-out so most of the content shows early (ease-in
 * kept it faint for most of the half second); no animation for visitors who asked for reduced motion.
 */
const FadingMain = styled.main`
  display: flex;
  justify-content: center;
  padding: 2rem 1rem 3rem;
  animation: ${fadeIn} ${SCREEN_FADE_SECONDS}s ease-out both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 28rem;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: #fff;
  h1 { margin-top: 0; }
`;

/** One auth screen: a `<main>` holding a centred card. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <FadingMain>
      <Card>{children}</Card>
    </FadingMain>
  );
}
