import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SiteLink, theme } from 'shared-ui';
import { ORGANISATION, PUBLIC_ROUTES } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { formatTimeRange, localDay } from '../../data/format';
import { nextDateOf, OPPORTUNITIES } from './opportunities';
import { usePageLocale } from 'shared-ui/i18n';

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

const formatDay = (date: Date, locale: string) =>
  date.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Spec §2's 'Volunteer Dashboard', with what a volunteer needs next: where and when to help. */
export default function VolunteerDashboard() {
  const { i18n } = useLingui();
  const { locale } = usePageLocale();
  const { session } = useHost();
  const name = session.user?.name;
  const { phone, phoneHref } = ORGANISATION;
  const today = new Date();
  const upcoming = OPPORTUNITIES.map((opportunity) => ({ ...opportunity, date: nextDateOf(opportunity, today) })).sort(
    (a, b) => a.date.getTime() - b.date.getTime(),
  );

  return (
    <>
      <h1>
        <Trans>Volunteer Dashboard</Trans>
      </h1>
      <p>
        {name ? (
          <Trans>
            Namaste, {name}. These are the next programmes in Gondia district that need volunteers. Call us or reply to your
            confirmation e-mail to join one.
          </Trans>
        ) : (
          <Trans>
            Namaste. These are the next programmes in Gondia district that need volunteers. Call us or reply to your confirmation
            e-mail to join one.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          Our phone: <a href={phoneHref}>{phone}</a>
        </Trans>
      </p>
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">
          <Trans>Upcoming volunteering opportunities</Trans>
        </h2>
        <Cards>
          {upcoming.map((opportunity) => (
            <Card key={opportunity.title.id}>
              <h3>{i18n._(opportunity.title)}</h3>
              <When>
                <time dateTime={localDay(opportunity.date)}>{formatDay(opportunity.date, locale)}</time>,{' '}
                {formatTimeRange(opportunity.time, locale)}
              </When>
              <p>{i18n._(opportunity.place)}</p>
              <p>{i18n._(opportunity.description)}</p>
            </Card>
          ))}
        </Cards>
      </section>
      <section aria-labelledby="more-heading">
        <h2 id="more-heading">
          <Trans>Get more involved</Trans>
        </h2>
        <ul>
          <li>
            <SiteLink to={PUBLIC_ROUTES.volunteer.path}>
              <Trans>Tell us your skills on the volunteer page</Trans>
            </SiteLink>
          </li>
          <li>
            <SiteLink to={PUBLIC_ROUTES.heroMember.path}>
              <Trans>Become a Hero member</Trans>
            </SiteLink>
          </li>
          <li>
            <SiteLink to={PUBLIC_ROUTES.events.path}>
              <Trans>See our events</Trans>
            </SiteLink>
          </li>
        </ul>
      </section>
    </>
  );
}
