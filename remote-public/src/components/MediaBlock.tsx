import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { Picture } from './Picture';
import type { ImageName } from '../media/catalog';

const Block = styled.section<{ $reverse: boolean }>`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  margin: 2.5rem 0 0;
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: 1fr 1fr;
    > :first-child { order: ${(p) => (p.$reverse ? 2 : 0)}; }
  }
  h2 { margin: 0 0 0.75rem; font-size: clamp(1.35rem, 3vw, 1.8rem); }
`;

/** An image beside a titled text, alternating sides on wide screens. */
export function MediaBlock(props: { title: string; image: ImageName; alt: string; reverse?: boolean; children: ReactNode }) {
  return (
    <Block $reverse={props.reverse ?? false}>
      <Picture name={props.image} alt={props.alt} />
      <div>
        <h2>{props.title}</h2>
        {props.children}
      </div>
    </Block>
  );
}
