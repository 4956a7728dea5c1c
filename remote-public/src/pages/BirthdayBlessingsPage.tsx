import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { Section } from '../components/layout/Section';
import { QuickGift } from '../components/donation/QuickGift';
import { BirthdayForm } from '../forms/BirthdayForm';

/** Birthday blessings (spec §2): dedication form and donation buttons. */
export function BirthdayBlessingsPage() {
  return (
    <Page
      route={PUBLIC_ROUTES.birthday}
      lead="Celebrate your birthday, or a loved one's, by sharing a meal with children of a village school."
    >
      <Section title="Give a birthday gift">
        <p>₹500 feeds 20 children, ₹1,000 feeds 40 and ₹2,000 feeds 80. Tax exempted under 80G.</p>
        <QuickGift />
      </Section>
      <Section title="Dedicate a birthday">
        <p>Tell us whose birthday it is; the children will send their blessings, and we send you a photograph of the meal.</p>
        <BirthdayForm />
      </Section>
    </Page>
  );
}
