import { useLingui } from '@lingui/react';
import { translatedRoute } from '../../pages/page-heads';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { type PageRoute } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';

export const Main = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

const Header = styled.header`
  padding: 1.5rem 0 0.5rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.7rem, 4vw, 2.5rem);
    line-height: 1.2;
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0;
    max-width: 48rem;
    font-size: 1.1rem;
    color: ${theme.colors.mutedText};
  }
`;

interface PageProps {
  /** Sets the page's title, description and canonical path (translated through page-heads). */
  route: PageRoute;
  /** The page's one h1; defaults to the route title. */
  heading?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** Every public page: one <main>, one <h1>, its own metadata, in the page's language. */
export function Page({ route, heading, lead, children }: PageProps) {
  const { i18n } = useLingui();
  const translated = translatedRoute(route, i18n);
  usePageMeta(translated);
  return (
    <Main>
      <Header>
        <h1>{heading ?? translated.title}</h1>
        {lead && <p>{lead}</p>}
      </Header>
      {children}
    </Main>
  );
}
