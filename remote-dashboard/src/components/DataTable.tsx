import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Scroll = styled.div`
  overflow-x: auto;
  margin: 1rem 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption {
    padding: 0.5rem 0.75rem;
    text-align: left;
    font-weight: 700;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-top: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${theme.colors.surface};
    white-space: nowrap;
  }
  td {
    overflow-wrap: anywhere;
    min-width: 8rem;
  }
`;

/** Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}
