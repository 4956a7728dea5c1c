import { PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { ProgrammeCards } from '../components/ProgrammeCards';
import { WHAT_WE_DO } from '../content/programmes';

/** What we do (spec §2): six cards. */
export function WhatWeDoPage() {
  return (
    <Page route={PUBLIC_ROUTES.whatWeDo} lead="Six programmes, one aim: villages where women and families thrive.">
      <ProgrammeCards cards={WHAT_WE_DO} style={{ marginTop: '2rem' }} />
    </Page>
  );
}
