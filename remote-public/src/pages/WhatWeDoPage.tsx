import { useLingui } from '@lingui/react/macro';
import { PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/what-we-do/en.po';
import { Page } from '../components/layout/Page';
import { ProgrammeCards } from '../components/ProgrammeCards';
import { WHAT_WE_DO } from '../content/programmes';

const catalog = pageCatalog('what-we-do', messages);

/** What we do (spec §2): six cards. */
export const WhatWeDoPage = translatedPage([catalog], WhatWeDo);

function WhatWeDo() {
  const { t } = useLingui();
  return (
    <Page route={PUBLIC_ROUTES.whatWeDo} lead={t`Six programmes, one aim: villages where women and families thrive.`}>
      <ProgrammeCards cards={WHAT_WE_DO} style={{ marginTop: '2rem' }} />
    </Page>
  );
}
