import { useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/faqs/en.po';
import { Page } from '../components/layout/Page';
import { FaqAccordion } from '../components/FaqAccordion';
import { FAQS } from '../content/faqs';

const catalog = pageCatalog('faqs', messages);

/** FAQs (spec §2): ten accordion items, one open at a time. */
export const FaqsPage = translatedPage([catalog], Faqs);

function Faqs() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.faqs} lead={t`Answers to the questions we hear most often.`}>
      <FaqAccordion items={FAQS} />
    </Page>
  );
}
