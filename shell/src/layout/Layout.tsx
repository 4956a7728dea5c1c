import type { ReactNode } from 'react';
import { useLocation } from 'shared-contracts/router';
import styled from 'styled-components';
import { isDashboardPath } from 'shared-contracts';
import { SkipLink } from 'shared-ui';
import { TopBar } from './TopBar';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { BackToTop } from './BackToTop';
import { ScrollOnNavigation } from './ScrollOnNavigation';
import { FocusOnNavigation } from './FocusOnNavigation';
import { HydratedApart } from './HydratedApart';
import { REMOTE_PART_ELEMENT_ID } from '../../server/early-taps.mjs';
import { useNavigationPending } from '../navigation/navigation-pending';

/** A full screen of room for the page, so the footer never jumps when a remote's content arrives. */
const Content = styled.div`
  min-height: 100vh;
`;

/** The site frame; on /dashboard paths the dashboard brings its own, so header, footer and back-to-top hide. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const framed = !isDashboardPath(pathname.replace(/\/+$/, '') || '/');
  const navigating = useNavigationPending();
  return (
    <>
      <ScrollOnNavigation />
      <FocusOnNavigation />
      {framed && (
        <>
          <SkipLink to={REMOTE_PART_ELEMENT_ID} />
          <HydratedApart>
            <TopBar />
            <Header />
          </HydratedApart>
        </>
      )}
      <Content id={REMOTE_PART_ELEMENT_ID} aria-busy={navigating || undefined}>{children}</Content>
      {framed && (
        <HydratedApart>
          <Footer />
          <BackToTop />
        </HydratedApart>
      )}
    </>
  );
}
