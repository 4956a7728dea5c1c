import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'shared-contracts/router';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from 'shared-contracts';
import { translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/not-found/en.po';
import { Page } from '../components/layout/Page';
import { ActionLink, ActionRow } from '../components/ActionLink';

const catalog = pageCatalog('not-found', messages);

/** Any path remote-public does not know. */
export const NotFoundPage = translatedPage([catalog], NotFound);

function NotFound() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <Page
      route={{ ...NOT_FOUND_PAGE, path: pathname }}
      lead={t`We could not find the page you were looking for. It may have moved, or the address may have a typo.`}
    >
      <ActionRow>
        <ActionLink to={PUBLIC_ROUTES.home.path}>
          <Trans>Go to the home page</Trans>
        </ActionLink>
        <ActionLink to={PUBLIC_ROUTES.whatWeDo.path} variant="secondary">
          <Trans>See what we do</Trans>
        </ActionLink>
        <ActionLink to={PUBLIC_ROUTES.contact.path} variant="secondary">
          <Trans>Contact us</Trans>
        </ActionLink>
      </ActionRow>
    </Page>
  );
}
