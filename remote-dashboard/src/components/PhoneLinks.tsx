import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { internationalNumber } from 'shared-contracts/phone';
import { WhatsAppLink } from 'shared-ui';
import { telHref } from '../data/format';

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  white-space: nowrap;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-height: 24px;
  }
`;

/** A visitor's number as staff reach it with one tap: a call, or a WhatsApp chat, which most of them use. */
export function PhoneLinks({ number }: { number: string }) {
  const { t } = useLingui();
  if (!number) return null;
  return (
    <Links>
      <a href={telHref(number)}>{number}</a>
      <WhatsAppLink number={internationalNumber(number)} label={t`WhatsApp ${number} (opens in a new tab)`} />
    </Links>
  );
}
