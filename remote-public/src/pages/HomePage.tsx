import styled from 'styled-components';
import { theme } from 'shared-ui';
import { ORGANISATION, PUBLIC_ROUTES } from 'shared-contracts';
import { usePageMeta } from 'shared-contracts/host';
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

/** Home (spec §2): video with tagline, banner strip, stats, mission, key initiatives, occasion giving. */
export function HomePage() {
  usePageMeta(PUBLIC_ROUTES.home);
  return (
    <Main>
      <HeroVideo>
        <Tagline>{ORGANISATION.tagline}</Tagline>
        <HeroText>With the villages of Gondia district since 2004: skills, savings, clean water and schooling.</HeroText>
        <HeroActions>
          <ActionLink to={PUBLIC_ROUTES.heroDonate.path}>Donate</ActionLink>
          <ActionLink to={PUBLIC_ROUTES.volunteer.path} variant="secondary">
            Volunteer
          </ActionLink>
        </HeroActions>
      </HeroVideo>

      <BannerCarousel slides={HOME_BANNERS} label="Highlights" />

      <Section title="Our impact">
        <ImpactStrip />
      </Section>

      <Section title="Our mission">
        <p>
          We help rural families of Gondia build a dignified life on their own terms. Women come first: when a woman earns,
          saves and decides, her children eat better, stay in school and fall sick less often. So we organise women into
          self-help groups, train them in skills that pay, give sewing machines to those who complete training, test soil
          and water for farmers, and run education and health camps with the schools and government hospitals of the district.
        </p>
        <ActionLink to={PUBLIC_ROUTES.whoWeAre.path} variant="secondary">
          Who we are
        </ActionLink>
      </Section>

      <Section title="Key initiatives">
        <ProgrammeCards cards={KEY_INITIATIVES} />
      </Section>

      <Section title="Give on a special occasion">
        <Occasions>
          <li>
            <h3>Birthdays</h3>
            <p>Celebrate a birthday by feeding children of a village school.</p>
          </li>
          <li>
            <h3>Anniversaries</h3>
            <p>Mark your years together by funding a sewing machine for a woman.</p>
          </li>
          <li>
            <h3>In memory</h3>
            <p>Remember a loved one with meals or a scholarship in their name.</p>
          </li>
        </Occasions>
        <ActionRow>
          <ActionLink to={PUBLIC_ROUTES.birthday.path}>Birthday blessings</ActionLink>
          <ActionLink to={PUBLIC_ROUTES.heroDonate.path} variant="secondary">
            Give for an occasion
          </ActionLink>
        </ActionRow>
      </Section>
    </Main>
  );
}
