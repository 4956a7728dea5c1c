import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Picture } from '../components/Picture';
import { TEAM } from '../content/team';

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
export function OurTeamPage() {
  return (
    <Page route={PUBLIC_ROUTES.ourTeam} lead="A small team from Gondia, with hundreds of village volunteers behind it.">
      <Members>
        {TEAM.map((member) => (
          <Member key={member.name}>
            <Picture name={member.image} alt={`Portrait of ${member.name}`} sizes="160px" />
            <h2>{member.name}</h2>
            <Position>{member.position}</Position>
            <p>{member.bio}</p>
          </Member>
        ))}
      </Members>
    </Page>
  );
}
