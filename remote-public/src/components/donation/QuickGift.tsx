import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import { BIRTHDAY_QUICK_AMOUNTS_RUPEES, PUBLIC_ROUTES } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { donationCatalog } from '../../locales/donation-catalog';
import { PaymentDetails } from './PaymentDetails';
import { DonationWithoutScripts } from './DonationWithoutScripts';
import { useFormatRupees, type DonationChoice } from './donation-choice';

const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * The birthday quick amounts: one press shows how to pay that amount, as the donation panel does.
 * Without scripts the buttons are hidden (the frame's style) and the accounts show instead.
 */
export function QuickGift() {
  useCatalog(donationCatalog);
  const rupees = useFormatRupees();
  const [choice, setChoice] = useState<DonationChoice | null>(null);
  return (
    <div>
      <Amounts data-needs-scripts>
        {BIRTHDAY_QUICK_AMOUNTS_RUPEES.map((amount) => {
          const sum = rupees(amount);
          return (
            <Button
              key={amount}
              variant={choice?.amount === amount ? 'primary' : 'secondary'}
              aria-pressed={choice?.amount === amount}
              onClick={() => setChoice({ donorType: 'indian', frequency: 'once', amount })}
            >
              <Trans>Donate {sum}</Trans>
            </Button>
          );
        })}
      </Amounts>
      <p>
        <Trans>
          Another amount, a monthly gift or giving from outside India?{' '}
          <Link to={PUBLIC_ROUTES.heroDonate.path}>Use our donation page</Link>.
        </Trans>
      </p>
      {choice && <PaymentDetails choice={choice} />}
      <noscript>
        <DonationWithoutScripts />
      </noscript>
    </div>
  );
}
