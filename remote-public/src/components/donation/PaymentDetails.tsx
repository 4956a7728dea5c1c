import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Banner, RegistrationNumbers, theme, useStableId } from 'shared-ui';
import { useCatalog, useLanguage } from 'shared-ui/i18n';
import { ORGANISATION, formatAddress, mealsForAmount } from 'shared-contracts';
import { useHost } from 'shared-contracts/host';
import { donationCatalog } from '../../locales/donation-catalog';
import { BankDetails } from './BankDetails';
import { UpiQrCode } from './UpiQrCode';
import { UPI_PAYMENT_LIMIT_RUPEES, upiPaymentLink } from './upi-link';
import { useFormatCount, useFormatRupees, type DonationChoice } from './donation-choice';

export const PaymentBox = styled.section`
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

/** The note the UPI app shows with the payment: part of the link's data, so always in English. */
function noteFor({ frequency, amount }: DonationChoice): string {
  const meals = mealsForAmount(amount);
  const gift = frequency === 'monthly' ? 'Monthly donation' : 'Donation';
  return meals > 0 ? `${gift} - ${meals} meals` : gift;
}

const { email } = ORGANISATION;

export function TaxReceiptNote() {
  return (
    <p>
      <Trans>
        Donations are tax exempted under Section 80G of the Income Tax Act. After paying, e-mail your transaction
        reference, PAN and postal address to <a href={`mailto:${email}`}>{email}</a> and we will send your 80G receipt.
      </Trans>
    </p>
  );
}

/** For typing into a UPI app by hand. */
export function UpiIdAndPayee({ upiId, payee }: { upiId: string; payee: string }) {
  return (
    <p>
      <Trans>
        UPI ID: <strong>{upiId}</strong>
        <br />
        Payee: <strong>{payee}</strong>
      </Trans>
    </p>
  );
}

/** The QR code and the link a UPI app opens with the amount filled in. */
function UpiPayment({ choice }: { choice: DonationChoice }) {
  const { t } = useLingui();
  const rupees = useFormatRupees();
  const { donation } = useHost().config;
  const link = upiPaymentLink({ upiId: donation.upiId, payeeName: donation.payeeName, amount: choice.amount, note: noteFor(choice) });
  const amount = rupees(choice.amount);
  const { upiId, payeeName: payee } = donation;
  return (
    <>
      <UpiRow>
        <UpiQrCode link={link} description={t`QR code to pay ${amount} by UPI to ${payee}`} />
        <div>
          <p>
            <Trans>Scan the code with any UPI app, or on this phone:</Trans>
          </p>
          <PayLink href={link}>
            <Trans>Pay {amount} with a UPI app</Trans>
          </PayLink>
          <UpiIdAndPayee upiId={upiId} payee={payee} />
        </div>
      </UpiRow>
      {choice.frequency === 'monthly' && (
        <p>
          <Trans>
            A UPI link pays once. For a monthly gift, pay {amount} with this link each month, or set up a standing
            instruction with your bank to the account below.
          </Trans>
        </p>
      )}
    </>
  );
}

/** A gift above what one UPI payment may carry: a link for it would only be refused by the app. */
function AboveUpiLimit({ choice }: { choice: DonationChoice }) {
  const rupees = useFormatRupees();
  const amount = rupees(choice.amount);
  const limit = rupees(UPI_PAYMENT_LIMIT_RUPEES);
  return (
    <p>
      {choice.frequency === 'monthly' ? (
        <Trans>
          UPI apps take at most {limit} in one payment. For {amount} each month, please transfer to our bank account
          below, or set up a standing instruction with your bank to it.
        </Trans>
      ) : (
        <Trans>UPI apps take at most {limit} in one payment. For {amount}, please transfer to our bank account below.</Trans>
      )}
    </p>
  );
}

function IndianPayment({ choice }: { choice: DonationChoice }) {
  const { donation } = useHost().config;
  const byUpi = choice.amount <= UPI_PAYMENT_LIMIT_RUPEES;
  return (
    <>
      {byUpi ? (
        <>
          <h4>
            <Trans>Pay by UPI</Trans>
          </h4>
          <UpiPayment choice={choice} />
        </>
      ) : (
        <AboveUpiLimit choice={choice} />
      )}
      <h4>{byUpi ? <Trans>Or transfer to our bank account (NEFT, RTGS, IMPS)</Trans> : <Trans>Transfer to our bank account (NEFT, RTGS, IMPS)</Trans>}</h4>
      <BankDetails account={donation.bank} />
      <TaxReceiptNote />
    </>
  );
}

function ForeignPayment({ choice }: { choice: DonationChoice }) {
  const language = useLanguage();
  const rupees = useFormatRupees();
  const { donation } = useHost().config;
  const amount = rupees(choice.amount);
  const { name, phone, phoneHref } = ORGANISATION;
  return (
    <>
      <p>
        {choice.frequency === 'monthly' ? (
          <Trans>
            Indian law (FCRA) lets us accept gifts from foreign citizens and foreign sources only into our FCRA account.
            Please transfer the equivalent of {amount} each month in your currency to:
          </Trans>
        ) : (
          <Trans>
            Indian law (FCRA) lets us accept gifts from foreign citizens and foreign sources only into our FCRA account.
            Please transfer the equivalent of {amount} in your currency to:
          </Trans>
        )}
      </p>
      <h4>
        <Trans>FCRA bank account (international transfer)</Trans>
      </h4>
      <BankDetails account={donation.fcraBank} />
      <h4>
        <Trans>Tell us about your gift</Trans>
      </h4>
      <p>
        <Trans>
          So we can acknowledge your donation, write to us with your name, passport or nationality, postal address and
          transfer reference at <a href={`mailto:${email}`}>{email}</a> or by post:
        </Trans>
      </p>
      <address>
        {name}
        <br />
        {formatAddress(language)}
        <br />
        <Trans>
          Phone: <a href={phoneHref}>{phone}</a>
        </Trans>
      </address>
    </>
  );
}

/** Said next to the details whenever they are the built-in samples, so nobody pays into them. */
export function SampleDetailsWarning() {
  return (
    <Banner tone="error">
      <Trans>
        These are sample payment details for trying out the site, not a real account of the charity. Do not send money
        to them.
      </Trans>
    </Banner>
  );
}

/**
 * How to pay the chosen amount: UPI (link and QR) plus bank transfer in India; the FCRA account
 * from abroad; then the charity's registrations.
 */
export function PaymentDetails({ choice }: { choice: DonationChoice }) {
  useCatalog(donationCatalog);
  const rupees = useFormatRupees();
  const { donation, registrations } = useHost().config;
  const headingId = useStableId('payment-details');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mealCount = mealsForAmount(choice.amount);
  const meals = useFormatCount()(mealCount);
  const amount = rupees(choice.amount);

  // Move focus to the instructions so keyboard and screen-reader users land on what just appeared.
  useEffect(() => {
    headingRef.current?.focus();
  }, [choice]);

  return (
    <PaymentBox aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {choice.frequency === 'monthly' ? (
          <Trans>Complete your monthly donation of {amount}</Trans>
        ) : (
          <Trans>Complete your donation of {amount}</Trans>
        )}
      </h3>
      {mealCount > 0 && (
        <p>
          <Trans>Thank you: that pays for {meals} meals.</Trans>
        </p>
      )}
      {donation.sample && <SampleDetailsWarning />}
      {choice.donorType === 'indian' ? <IndianPayment choice={choice} /> : <ForeignPayment choice={choice} />}
      <h4>
        <Trans>Our registrations</Trans>
      </h4>
      <RegistrationNumbers registrations={registrations} />
    </PaymentBox>
  );
}
