import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { BIRTHDAY_QUICK_AMOUNTS_RUPEES, PUBLIC_ROUTES } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { PaymentDetails } from './PaymentDetails';
import { formatRupees, type DonationChoice } from './donation-choice';

const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The birthday quick amounts: one press shows how to pay that amount, as the donation panel does. */
export function QuickGift() {
  const [choice, setChoice] = useState<DonationChoice | null>(null);
  return (
    <div>
      <Amounts>
        {BIRTHDAY_QUICK_AMOUNTS_RUPEES.map((amount) => (
          <Button
            key={amount}
            variant={choice?.amount === amount ? 'primary' : 'secondary'}
            aria-pressed={choice?.amount === amount}
            onClick={() => setChoice({ donorType: 'indian', frequency: 'once', amount })}
          >
            Donate {formatRupees(amount)}
          </Button>
        ))}
      </Amounts>
      <p>
        Another amount, a monthly gift or giving from outside India?{' '}
        <Link to={PUBLIC_ROUTES.heroDonate.path}>Use our donation page</Link>.
      </p>
      {choice && <PaymentDetails choice={choice} />}
    </div>
  );
}
