import { Trans } from '@lingui/react/macro';
import { runtimeConfigPlaceholder, type RuntimeConfigPath } from 'shared-contracts/runtime-config-in-html';
import { BankDetails, type BankAccount } from './BankDetails';
import { PaymentBox, SampleDetailsWarning, TaxReceiptNote, UpiIdAndPayee } from './PaymentDetails';

/** An account's details as placeholders the shell's server fills from the site's config. */
function accountInConfig(account: 'bank' | 'fcraBank'): BankAccount {
  const field = (name: keyof BankAccount) => runtimeConfigPlaceholder(`donation.${account}.${name}` as RuntimeConfigPath);
  const details = { accountName: field('accountName'), accountNumber: field('accountNumber'), ifsc: field('ifsc'), bankName: field('bankName'), branch: field('branch') };
  return account === 'fcraBank' ? { ...details, swift: field('swift') } : details;
}

/** The sample warning shows only where the shell writes "true" in (the config's accounts are samples). */
const SAMPLE_ONLY = 'data-sample-accounts';
const HIDE_UNLESS_SAMPLE = `[${SAMPLE_ONLY}="false"]{display:none}`;

/**
 * Without scripts the panel cannot work out an amount, so it shows how to give any amount: the
 * UPI ID and both accounts. Rendered only into the page's HTML, in a <noscript>: the accounts come
 * from the config of the site the page is sent from, which the HTML made at build cannot know.
 */
export function DonationWithoutScripts() {
  return (
    <PaymentBox>
      <style>{HIDE_UNLESS_SAMPLE}</style>
      <h3>
        <Trans>Give any amount by UPI or bank transfer</Trans>
      </h3>
      <div {...{ [SAMPLE_ONLY]: runtimeConfigPlaceholder('donation.sample') }}>
        <SampleDetailsWarning />
      </div>
      <h4>
        <Trans>Pay by UPI</Trans>
      </h4>
      <UpiIdAndPayee upiId={runtimeConfigPlaceholder('donation.upiId')} payee={runtimeConfigPlaceholder('donation.payeeName')} />
      <h4>
        <Trans>Or transfer to our bank account (NEFT, RTGS, IMPS)</Trans>
      </h4>
      <BankDetails account={accountInConfig('bank')} />
      <TaxReceiptNote />
      <h4>
        <Trans>FCRA bank account (international transfer)</Trans>
      </h4>
      <p>
        <Trans>
          From outside India? Indian law (FCRA) lets us accept gifts from foreign citizens and foreign sources only into
          our FCRA account:
        </Trans>
      </p>
      <BankDetails account={accountInConfig('fcraBank')} />
    </PaymentBox>
  );
}
