import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme, useStableId } from 'shared-ui';

const Wrapper = styled.section`
  margin: 2.5rem 0 0;
  h2 {
    margin: 0 0 1rem;
    font-size: clamp(1.35rem, 3vw, 1.8rem);
    color: ${theme.colors.text};
  }
  p { max-width: 48rem; }
`;

/** A titled part of a page, labelled by its h2 for landmark navigation. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useStableId('section', title);
  return (
    <Wrapper id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Wrapper>
  );
}
