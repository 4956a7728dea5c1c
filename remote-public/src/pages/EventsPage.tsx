import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { BannerCarousel } from '../components/BannerCarousel';
import { Card, CardGrid } from '../components/CardGrid';
import { EVENT_BANNERS } from '../content/banners';

/** Events (spec §2): flagship events with a banner carousel. */
export function EventsPage() {
  return (
    <Page route={PUBLIC_ROUTES.events} lead="Our flagship events bring villages, volunteers and supporters together every year.">
      <BannerCarousel slides={EVENT_BANNERS} label="Flagship events" />
      <Section title="Flagship events">
        <CardGrid>
          <Card title="Mahila Melava (January)">
            <p>Thousands of self-help group members meet in Gondia for a day of stalls, training, awards and cultural programmes on Makar Sankranti.</p>
          </Card>
          <Card title="Krishi Mela (June)">
            <p>Before sowing, farmers bring soil and water samples for free testing and meet agriculture experts and seed suppliers.</p>
          </Card>
          <Card title="Arogya Shibir (every quarter)">
            <p>Health camps with doctors from the district&apos;s government hospitals: check-ups, eye tests, anaemia screening and medicines.</p>
          </Card>
          <Card title="Vriksharopan (monsoon)">
            <p>Tree planting with schools and panchayats on field bunds, school grounds and common land.</p>
          </Card>
        </CardGrid>
      </Section>
    </Page>
  );
}
