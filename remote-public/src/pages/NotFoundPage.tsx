import { useLocation } from 'shared-contracts/router';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from 'shared-contracts';
import { Page } from '../components/layout/Page';
import { ActionLink, ActionRow } from '../components/ActionLink';

/** Any path remote-public does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page
      route={{ ...NOT_FOUND_PAGE, path: pathname }}
      lead="We could not find the page you were looking for. It may have moved, or the address may have a typo."
    >
      <ActionRow>
        <ActionLink to={PUBLIC_ROUTES.home.path}>Go to the home page</ActionLink>
        <ActionLink to={PUBLIC_ROUTES.whatWeDo.path} variant="secondary">
          See what we do
        </ActionLink>
        <ActionLink to={PUBLIC_ROUTES.contact.path} variant="secondary">
          Contact us
        </ActionLink>
      </ActionRow>
    </Page>
  );
}
