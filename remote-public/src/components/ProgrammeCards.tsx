import type { CSSProperties } from 'react';
import type { ProgrammeCard } from '../content/programmes';
import { Card, CardGrid } from './CardGrid';
import { ActionLink } from './ActionLink';

/** Programme cards with a link each whose text says where it goes (read aloud out of context too). */
export function ProgrammeCards({ cards, style }: { cards: readonly ProgrammeCard[]; style?: CSSProperties }) {
  return (
    <CardGrid style={style}>
      {cards.map((card) => (
        <Card
          key={card.path}
          title={card.title}
          image={{ name: card.image, alt: card.alt }}
          action={
            <ActionLink to={card.path} variant="secondary">
              Read about {card.title.toLowerCase()}
            </ActionLink>
          }
        >
          <p>{card.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
