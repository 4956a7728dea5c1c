import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { FaqAccordion } from '../components/FaqAccordion';
import { FAQS } from '../content/faqs';

/** FAQs (spec §2): ten accordion items, one open at a time. */
export function FaqsPage() {
  return (
    <Page route={PUBLIC_ROUTES.faqs} lead="Answers to the questions we hear most often.">
      <FaqAccordion items={FAQS} />
    </Page>
  );
}
