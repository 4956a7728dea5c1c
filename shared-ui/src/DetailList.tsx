import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Names and the values people copy from them (account and registration numbers). A value stands
 * beside its name when the line has room for it whole, else on a line of its own: a number is
 * never broken across lines on a narrow phone.
 */
export const DetailList = styled.dl`
  margin: 0.5rem 0;
  > div { display: flex; flex-wrap: wrap; column-gap: 0.75rem; margin-bottom: 0.3rem; }
  dt { font-weight: 600; min-width: 9rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** One name and its value in a DetailList. */
export function Detail({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}
