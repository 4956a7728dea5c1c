import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { NEWSLETTER_LINK_PARAMS, PUBLIC_ROUTES } from 'shared-contracts';
import { ApiError, useHost, type HostApi, type NewsletterButton } from 'shared-contracts/host';
import { useLocation } from 'shared-contracts/router';
import { Button, FormOutcome, useHydrated, useSubmitState } from 'shared-ui';
import { contractCatalog, translatedPage } from 'shared-ui/i18n';
import { pageCatalog } from '../locales/catalogs';
import { messages } from '../locales/pages/newsletter/en.po';
import { Page } from '../components/layout/Page';

const catalog = pageCatalog('newsletter', messages);

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 1.5rem 0;
  form { margin: 0; }
`;

function press(api: HostApi, button: NewsletterButton, token: string): Promise<string> {
  // A shell deployed before the page has no such call: a failure like any other.
  if (!api.pressNewsletterButton) return Promise.reject(new ApiError('unexpected-answer'));
  return api.pressNewsletterButton(button, { token });
}

/**
 * Where the newsletter's links land. The owner's link, mailed to the address (`?token=`), shows a
 * button that confirms the subscription and one that ends it; the unsubscribe link in the staff's
 * newsletters (`?unsubscribe=`) only the second. Only a press does either: mail scanners open
 * every link in a mail. The HTML from the server knows no token, so until the page is live it
 * shows what a visit without one does: how to subscribe.
 */
export const NewsletterPage = translatedPage([catalog, contractCatalog], Newsletter);

function Newsletter() {
  const { t } = useLingui();
  const { api } = useHost();
  const live = useHydrated();
  const { search } = useLocation();
  const query = new URLSearchParams(live ? search : '');
  const ownerToken = query.get(NEWSLETTER_LINK_PARAMS.owner) ?? '';
  const token = ownerToken || (query.get(NEWSLETTER_LINK_PARAMS.unsubscribe) ?? '');
  const { busy, outcome, run } = useSubmitState();
  const [pressed, setPressed] = useState<NewsletterButton>('confirm');

  const onPress = (button: NewsletterButton) => (event: FormEvent) => {
    event.preventDefault();
    setPressed(button);
    void run(() => press(api, button, token));
  };

  return (
    <Page route={PUBLIC_ROUTES.newsletter} lead={t`News of our programmes and events, by e-mail.`}>
      {!token ? (
        <p>
          {t`To subscribe, enter your e-mail address in the form at the foot of this page. We will e-mail you a link to confirm; the same link ends the subscription whenever you wish.`}
        </p>
      ) : (
        <>
          <p>
            {ownerToken
              ? t`This page is for the address our e-mail was sent to. Confirm to start receiving our newsletter, or unsubscribe to have the address removed from our list.`
              : t`Unsubscribe to have the address our newsletter was sent to removed from our list.`}
          </p>
          <Buttons>
            {ownerToken && (
              <form onSubmit={onPress('confirm')}>
                <Button type="submit" busy={busy && pressed === 'confirm'} disabled={busy}>
                  {t`Confirm my subscription`}
                </Button>
              </form>
            )}
            <form onSubmit={onPress('unsubscribe')}>
              <Button type="submit" variant="secondary" busy={busy && pressed === 'unsubscribe'} disabled={busy}>
                {t`Unsubscribe`}
              </Button>
            </form>
          </Buttons>
          <FormOutcome outcome={outcome} />
        </>
      )}
    </Page>
  );
}
