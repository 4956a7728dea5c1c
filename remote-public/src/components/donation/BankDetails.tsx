import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import { donationCatalog } from '../../locales/donation-catalog';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; color: ${theme.colors.text}; }
`;

export interface BankAccount {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  branch: string;
  swift?: string;
}

/** Account details for a bank transfer (NEFT/RTGS/IMPS, or SWIFT for the FCRA account). */
export function BankDetails({ account }: { account: BankAccount }) {
  useCatalog(donationCatalog);
  return (
    <List>
      <dt>
        <Trans>Account name</Trans>
      </dt>
      <dd>{account.accountName}</dd>
      <dt>
        <Trans>Account number</Trans>
      </dt>
      <dd>{account.accountNumber}</dd>
      <dt>
        <Trans>IFSC</Trans>
      </dt>
      <dd>{account.ifsc}</dd>
      {account.swift && (
        <>
          <dt>
            <Trans>SWIFT code</Trans>
          </dt>
          <dd>{account.swift}</dd>
        </>
      )}
      <dt>
        <Trans>Bank</Trans>
      </dt>
      <dd>{account.bankName}</dd>
      <dt>
        <Trans>Branch</Trans>
      </dt>
      <dd>{account.branch}</dd>
    </List>
  );
}
