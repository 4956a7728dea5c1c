import styled from 'styled-components';
import { theme } from 'shared-ui';

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
  return (
    <List>
      <dt>Account name</dt>
      <dd>{account.accountName}</dd>
      <dt>Account number</dt>
      <dd>{account.accountNumber}</dd>
      <dt>IFSC</dt>
      <dd>{account.ifsc}</dd>
      {account.swift && (
        <>
          <dt>SWIFT code</dt>
          <dd>{account.swift}</dd>
        </>
      )}
      <dt>Bank</dt>
      <dd>{account.bankName}</dd>
      <dt>Branch</dt>
      <dd>{account.branch}</dd>
    </List>
  );
}
