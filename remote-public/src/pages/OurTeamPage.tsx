import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/our-team/en.po';
import { Page } from '../components/layout/Page';
import { Picture } from '../components/Picture';
import { TEAM } from '../content/team';

const catalog = pageCatalog('our-team', messages);

const Members = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 1.5rem;
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
`;

const Member = styled.li`
  padding: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  text-align: center;
  picture { display: block; width: 160px; margin: 0 auto 1rem; }
  img { border-radius: 50%; }
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0.25rem 0 0; }
`;

const Position = styled.p`
  color: ${theme.colors.primary};
  font-weight: 600;
`;

/** Our team (spec §2): three members with name, position, image, bio. */
export const OurTeamPage = translatedPage([catalog], OurTeam);

function OurTeam() {
  const { t, i18n } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.ourTeam} lead={t`A small team from Gondia, with hundreds of village volunteers behind it.`}>
      <Members>
        {TEAM.map((member) => {
          const name = i18n._(member.name);
          return (
            <Member key={member.image}>
              <Picture name={member.image} alt={t`Portrait of ${name}`} sizes="160px" />
              <h2>{name}</h2>
              <Position>{i18n._(member.position)}</Position>
              <p>{i18n._(member.bio)}</p>
            </Member>
          );
        })}
      </Members>
    </Page>
  );
}
