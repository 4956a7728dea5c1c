import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Banner, RegistrationNumbers, theme, useStableId } from 'shared-ui';
import { ORGANISATION, formatAddress, mealsForAmount } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { BankDetails } from './BankDetails';
import { UpiQrCode } from './UpiQrCode';
import { upiPaymentLink } from './upi-link';
import { formatRupees, type DonationChoice } from './donation-choice';

const Box = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border: 2px solid ${theme.colors.secondary};
  border-radius: ${theme.radius};
  background: #fff;
  h3 { margin: 0 0 0.75rem; font-size: 1.3rem; }
  h4 { margin: 1.25rem 0 0.5rem; font-size: 1.05rem; }
  p { margin: 0.5rem 0; }
`;

const UpiRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.25rem;
`;

const PayLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.secondary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

function noteFor({ frequency, amount }: DonationChoice): string {
  const meals = mealsForAmount(amount);
  const gift = frequency === 'monthly' ? 'Monthly donation' : 'Donation';
  return meals > 0 ? `${gift} - ${meals} meals` : gift;
}

function TaxReceiptNote() {
  return (
    <p>
      Donations are tax exempted under Section 80G of the Income Tax Act. After paying, e-mail your transaction
      reference, PAN and postal address to <a href={`mailto:${ORGANISATION.email}`}>{ORGANISATION.email}</a> and we
      will send your 80G receipt.
    </p>
  );
}

function IndianPayment({ choice }: { choice: DonationChoice }) {
  const { donation } = useHost().config;
  const link = upiPaymentLink({ upiId: donation.upiId, payeeName: donation.payeeName, amount: choice.amount, note: noteFor(choice) });
  const amount = formatRupees(choice.amount);
  return (
    <>
      <h4>Pay by UPI</h4>
      <UpiRow>
        <UpiQrCode link={link} description={`QR code to pay ${amount} by UPI to ${donation.payeeName}`} />
        <div>
          <p>Scan the code with any UPI app, or on this phone:</p>
          <PayLink href={link}>Pay {amount} with a UPI app</PayLink>
          <p>
            UPI ID: <strong>{donation.upiId}</strong>
            <br />
            Payee: <strong>{donation.payeeName}</strong>
          </p>
        </div>
      </UpiRow>
      {choice.frequency === 'monthly' && (
        <p>
          A UPI link pays once. For a monthly gift, pay {amount} with this link each month, or set up a standing
          instruction with your bank to the account below.
        </p>
      )}
      <h4>Or transfer to our bank account (NEFT, RTGS, IMPS)</h4>
      <BankDetails account={donation.bank} />
      <TaxReceiptNote />
    </>
  );
}

function ForeignPayment({ choice }: { choice: DonationChoice }) {
  const { donation } = useHost().config;
  return (
    <>
      <p>
        Indian law (FCRA) lets us accept gifts from foreign citizens and foreign sources only into our FCRA account.
        Please transfer the equivalent of {formatRupees(choice.amount)}
        {choice.frequency === 'monthly' ? ' each month' : ''} in your currency to:
      </p>
      <h4>FCRA bank account (international transfer)</h4>
      <BankDetails account={donation.fcraBank} />
      <h4>Tell us about your gift</h4>
      <p>
        So we can acknowledge your donation, write to us with your name, passport or nationality, postal address and
        transfer reference at <a href={`mailto:${ORGANISATION.email}`}>{ORGANISATION.email}</a> or by post:
      </p>
      <address>
        {ORGANISATION.name}
        <br />
        {formatAddress()}
        <br />
        Phone: <a href={ORGANISATION.phoneHref}>{ORGANISATION.phone}</a>
      </address>
    </>
  );
}

/** Said next to the details whenever they are the built-in samples, so nobody pays into them. */
function SampleDetailsWarning() {
  return (
    <Banner tone="error">
      These are sample payment details for trying out the site, not a real account of the charity. Do not send money
      to them.
    </Banner>
  );
}

/**
 * How to pay the chosen amount: UPI (link and QR) plus bank transfer in India; the FCRA account
 * from abroad; then the charity's registrations.
 */
export function PaymentDetails({ choice }: { choice: DonationChoice }) {
  const { donation, registrations } = useHost().config;
  const headingId = useStableId('payment-details');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const meals = mealsForAmount(choice.amount);

  // Move focus to the instructions so keyboard and screen-reader users land on what just appeared.
  useEffect(() => {
    headingRef.current?.focus();
  }, [choice]);

  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Complete your {choice.frequency === 'monthly' ? 'monthly ' : ''}donation of {formatRupees(choice.amount)}
      </h3>
      {meals > 0 && <p>Thank you: that pays for {meals} meals.</p>}
      {donation.sample && <SampleDetailsWarning />}
      {choice.donorType === 'indian' ? <IndianPayment choice={choice} /> : <ForeignPayment choice={choice} />}
      <h4>Our registrations</h4>
      <RegistrationNumbers registrations={registrations} />
    </Box>
  );
}
