import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { Picture } from './Picture';
import type { ImageName } from '../media/catalog';

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: #fff;
  overflow: hidden;
  h3 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  p { margin: 0 0 0.75rem; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: 1rem 1.1rem 1.2rem;
`;

const Footer = styled.div`
  margin-top: auto;
`;

interface CardProps {
  title: string;
  image?: { name: ImageName; alt: string };
  children: ReactNode;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
}

/** One item of a CardGrid: optional picture, a title, text and an optional action. */
export function Card({ title, image, children, action }: CardProps) {
  return (
    <Item>
      {image && <Picture name={image.name} alt={image.alt} sizes="(min-width: 768px) 33vw, 100vw" />}
      <Body>
        <h3>{title}</h3>
        {children}
        {action && <Footer>{action}</Footer>}
      </Body>
    </Item>
  );
}
