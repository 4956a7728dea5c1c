import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { localDay } from '../../data/format';
import { nextDateOf, OPPORTUNITIES } from './opportunities';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Card = styled.li`
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h3 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

const When = styled.p`
  font-weight: 700;
  color: ${theme.colors.secondary};
`;

const formatDay = (date: Date) =>
  date.toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Spec §2's 'Volunteer Dashboard', with what a volunteer needs next: where and when to help. */
export default function VolunteerDashboard() {
  const { session } = useHost();
  const today = new Date();
  const upcoming = OPPORTUNITIES.map((opportunity) => ({ ...opportunity, date: nextDateOf(opportunity, today) })).sort(
    (a, b) => a.date.getTime() - b.date.getTime(),
  );

  return (
    <>
      <h1>Volunteer Dashboard</h1>
      <p>
        Namaste{session.user?.name ? `, ${session.user.name}` : ''}. These are the next programmes in Gondia district that need
        volunteers. Call us or reply to your confirmation e-mail to join one.
      </p>
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming volunteering opportunities</h2>
        <Cards>
          {upcoming.map((opportunity) => (
            <Card key={opportunity.title}>
              <h3>{opportunity.title}</h3>
              <When>
                <time dateTime={localDay(opportunity.date)}>{formatDay(opportunity.date)}</time>, {opportunity.time}
              </When>
              <p>{opportunity.place}</p>
              <p>{opportunity.description}</p>
            </Card>
          ))}
        </Cards>
      </section>
      <section aria-labelledby="more-heading">
        <h2 id="more-heading">Get more involved</h2>
        <ul>
          <li>
            <Link to={PUBLIC_ROUTES.volunteer.path}>Tell us your skills on the volunteer page</Link>
          </li>
          <li>
            <Link to={PUBLIC_ROUTES.heroMember.path}>Become a Hero member</Link>
          </li>
          <li>
            <Link to={PUBLIC_ROUTES.events.path}>See our events</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
