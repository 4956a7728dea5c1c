import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ProgrammeCard } from '../content/programmes';
import { Card, CardGrid } from './CardGrid';
import { ActionLink } from './ActionLink';

/** Programme cards with a link each whose text says where it goes (read aloud out of context too). */
export function ProgrammeCards({ cards, style }: { cards: readonly ProgrammeCard[]; style?: CSSProperties }) {
  const { t, i18n } = useLingui();
  return (
    <CardGrid style={style}>
      {cards.map((card) => {
        const title = i18n._(card.title);
        const programme = title.toLowerCase();
        return (
          <Card
            key={card.path}
            title={title}
            image={{ name: card.image, alt: i18n._(card.alt) }}
            action={
              <ActionLink to={card.path} variant="secondary">
                {t({ comment: 'programme: the card title in small letters, e.g. "rural development"', message: `Read about ${programme}` })}
              </ActionLink>
            }
          >
            <p>{i18n._(card.text)}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
