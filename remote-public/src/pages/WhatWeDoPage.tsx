import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Card, CardGrid } from '../components/CardGrid';
import { ActionLink } from '../components/ActionLink';
import { WHAT_WE_DO } from '../content/programmes';

/** What we do (spec §2): six cards. */
export function WhatWeDoPage() {
  return (
    <Page route={PUBLIC_ROUTES.whatWeDo} lead="Six programmes, one aim: villages where women and families thrive.">
      <CardGrid style={{ marginTop: '2rem' }}>
        {WHAT_WE_DO.map((card) => (
          <Card
            key={card.path}
            title={card.title}
            image={{ name: card.image, alt: card.alt }}
            action={
              <ActionLink to={card.path} variant="secondary" aria-label={`Read more about ${card.title}`}>
                Read more
              </ActionLink>
            }
          >
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Page>
  );
}
