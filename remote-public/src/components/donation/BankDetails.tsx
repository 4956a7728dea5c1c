import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Detail, DetailList, theme } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import { donationCatalog } from '../../locales/donation-catalog';

const List = styled(DetailList)`
  margin: 0;
  dd { font-family: ui-monospace, monospace; color: ${theme.colors.text}; }
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
      <Detail name={<Trans>Account name</Trans>}>{account.accountName}</Detail>
      <Detail name={<Trans>Account number</Trans>}>{account.accountNumber}</Detail>
      <Detail name={<Trans>IFSC</Trans>}>{account.ifsc}</Detail>
      {account.swift && <Detail name={<Trans>SWIFT code</Trans>}>{account.swift}</Detail>}
      <Detail name={<Trans>Bank</Trans>}>{account.bankName}</Detail>
      <Detail name={<Trans>Branch</Trans>}>{account.branch}</Detail>
    </List>
  );
}
