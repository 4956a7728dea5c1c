import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/home/en.po';
import { translatedRoute } from './page-heads';
import { Main } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { HeroVideo } from '../components/HeroVideo';
import { BannerCarousel } from '../components/BannerCarousel';
import { ImpactStrip } from '../components/ImpactStrip';
import { ProgrammeCards } from '../components/ProgrammeCards';
import { ActionLink, ActionRow } from '../components/ActionLink';
import { HOME_BANNERS } from '../content/banners';
import { WHAT_WE_DO } from '../content/programmes';

const Tagline = styled.h1`
  margin: 0;
  max-width: 40rem;
  font-size: clamp(1.6rem, 5vw, 3rem);
  line-height: 1.15;
`;

const HeroText = styled.p`
  margin: 0.5rem 0 0;
  max-width: 36rem;
  font-size: clamp(1rem, 2.5vw, 1.25rem);
`;

const HeroActions = styled(ActionRow)`
  margin-bottom: 0;
  a:last-child { background: #fff; }
`;

const Occasions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 1rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li { padding: 1rem; border-radius: ${theme.radius}; background: ${theme.colors.surface}; }
  h3 { margin: 0 0 0.4rem; }
  p { margin: 0; }
`;

const KEY_INITIATIVES = WHAT_WE_DO.slice(0, 4);
const catalog = pageCatalog('home', messages);

/** Home (spec §2): video with tagline, banner strip, stats, mission, key initiatives, occasion giving. */
export const HomePage = translatedPage([catalog], Home);

function Home() {
  const { t, i18n } = useLingui();
  usePageMeta(translatedRoute(PUBLIC_ROUTES.home, i18n));
  return (
    <Main>
      <HeroVideo>
        <Tagline>
          <Trans>Empowering rural women, strengthening villages</Trans>
        </Tagline>
        <HeroText>
          <Trans>With the villages of Gondia district since 2004: skills, savings, clean water and schooling.</Trans>
        </HeroText>
        <HeroActions>
          <ActionLink to={PUBLIC_ROUTES.heroDonate.path}>
            <Trans>Donate</Trans>
          </ActionLink>
          <ActionLink to={PUBLIC_ROUTES.volunteer.path} variant="secondary">
            <Trans>Volunteer</Trans>
          </ActionLink>
        </HeroActions>
      </HeroVideo>

      <BannerCarousel slides={HOME_BANNERS} label={t`Highlights`} />

      <Section title={t`Our impact`}>
        <ImpactStrip />
      </Section>

      <Section title={t`Our mission`}>
        <p>
          <Trans>
            We help rural families of Gondia build a dignified life on their own terms. Women come first: when a woman earns,
            saves and decides, her children eat better, stay in school and fall sick less often. So we organise women into
            self-help groups, train them in skills that pay, give sewing machines to those who complete training, test soil
            and water for farmers, and run education and health camps with the schools and government hospitals of the district.
          </Trans>
        </p>
        <ActionLink to={PUBLIC_ROUTES.whoWeAre.path} variant="secondary">
          <Trans>Who we are</Trans>
        </ActionLink>
      </Section>

      <Section title={t`Key initiatives`}>
        <ProgrammeCards cards={KEY_INITIATIVES} />
      </Section>

      <Section title={t`Give on a special occasion`}>
        <Occasions>
          <li>
            <h3>
              <Trans>Birthdays</Trans>
            </h3>
            <p>
              <Trans>Celebrate a birthday by feeding children of a village school.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Anniversaries</Trans>
            </h3>
            <p>
              <Trans>Mark your years together by funding a sewing machine for a woman.</Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>In memory</Trans>
            </h3>
            <p>
              <Trans>Remember a loved one with meals or a scholarship in their name.</Trans>
            </p>
          </li>
        </Occasions>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.birthday.path}>
            <Trans>Birthday blessings</Trans>
          </ActionLink>
          <ActionLink to={PUBLIC_ROUTES.heroDonate.path} variant="secondary">
            <Trans>Give for an occasion</Trans>
          </ActionLink>
        </ActionRow>
      </Section>
    </Main>
  );
}
