import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CallBackTopic } from 'shared-contracts';
import { actionLook } from './ActionLink';
import { CallBackForm } from '../forms/CallBackForm';

const Disclosure = styled.details`
  margin: 1.25rem 0;
  &[open] > summary { margin-bottom: 1rem; }
`;

const Summary = styled.summary<{ $variant: 'primary' | 'secondary' }>`
  ${actionLook}
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

interface CallBackOfferProps {
  /** What the visitor taps to open the form, in the page's language. */
  summary: ReactNode;
  topic: CallBackTopic;
  variant?: 'primary' | 'secondary';
}

/**
 * The call-back form behind one tap, already set to what the page is about. A `<details>`
 * element, so it opens before the scripts have run too.
 */
export function CallBackOffer({ summary, topic, variant = 'secondary' }: CallBackOfferProps) {
  return (
    <Disclosure>
      <Summary $variant={variant}>{summary}</Summary>
      <CallBackForm topic={topic} />
    </Disclosure>
  );
}
