import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/events/en.po';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { BannerCarousel } from '../components/BannerCarousel';
import { Card, CardGrid } from '../components/CardGrid';
import { EVENT_BANNERS } from '../content/banners';

const catalog = pageCatalog('events', messages);

/** Events (spec §2): flagship events with a banner carousel. */
export const EventsPage = translatedPage([catalog], Events);

function Events() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.events} lead={t`Our flagship events bring villages, volunteers and supporters together every year.`}>
      <BannerCarousel slides={EVENT_BANNERS} label={t`Flagship events`} />
      <Section title={t`Flagship events`}>
        <CardGrid>
          <Card title={t`Mahila Melava (January)`}>
            <p>
              <Trans>
                Thousands of self-help group members meet in Gondia for a day of stalls, training, awards and cultural
                programmes on Makar Sankranti.
              </Trans>
            </p>
          </Card>
          <Card title={t`Krishi Mela (June)`}>
            <p>
              <Trans>
                Before sowing, farmers bring soil and water samples for free testing and meet agriculture experts and seed
                suppliers.
              </Trans>
            </p>
          </Card>
          <Card title={t`Arogya Shibir (every quarter)`}>
            <p>
              <Trans>
                Health camps with doctors from the district&apos;s government hospitals: check-ups, eye tests, anaemia
                screening and medicines.
              </Trans>
            </p>
          </Card>
          <Card title={t`Vriksharopan (monsoon)`}>
            <p>
              <Trans>Tree planting with schools and panchayats on field bunds, school grounds and common land.</Trans>
            </p>
          </Card>
        </CardGrid>
      </Section>
    </Page>
  );
}
