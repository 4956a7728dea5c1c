import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme, visuallyHidden } from 'shared-ui';
import { useScrollsSideways } from '../hooks/useScrollsSideways';
import { MOBILE_BAR_HEIGHT, mobileOnly } from '../layout/media';

/**
 * Scrolls sideways, with a shade on each side that still has columns beyond it: the covers move
 * with the content (`local`) and hide the shades (`scroll`) once an end is reached.
 */
const Scroll = styled.div`
  overflow-x: auto;
  transition: opacity 0.2s ease-out;
  /* The next page or search is on its way: these rows stay, dimmed, until it is there. */
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  margin: 1rem 0;
  /* Brought into view after a page turn: below the phone's sticky top bar, not under it. */
  scroll-margin-top: calc(${MOBILE_BAR_HEIGHT} + 0.5rem);
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background:
    linear-gradient(to right, #fff 30%, rgba(255, 255, 255, 0)) left / 3rem 100% no-repeat local,
    linear-gradient(to left, #fff 30%, rgba(255, 255, 255, 0)) right / 3rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.25), transparent) left / 1rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.25), transparent) right / 1rem 100% no-repeat scroll;
`;

/** Said only while the table is wider than its box: on a laptop, a table of a form with many fields. */
const Hint = styled.p<{ $shown: boolean }>`
  margin: 1rem 0 -0.5rem;
  font-size: 0.9rem;
  color: ${theme.colors.mutedText};
  display: ${(p) => (p.$shown ? 'block' : 'none')};
`;

/**
 * A table whose cells name their column in `data-label`. On a phone each row is a card: its cells
 * stacked, each under its column's name, so an entry reads top to bottom with nothing off to the
 * side (11 columns of a tailoring-machine request showed 3 at a time on a 412 px phone). Screen
 * readers still read a table, its headings hidden from sight (build it from the parts below) and
 * the names shown in the cards not read twice.
 */
export const Table = styled.table.attrs({ role: 'table' })`
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
  /* Long text wraps between words; a code (IFSC, account, Aadhaar) is never cut in two, its column widens instead (see TypedText for free text). */
  td {
    overflow-wrap: normal;
    min-width: 8rem;
  }
  td a {
    display: inline-block;
    padding: 0.25rem 0;
  }
  ${mobileOnly} {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: block;
      padding: 0.5rem 0;
      border-top: 2px solid ${theme.colors.border};
    }
    td {
      display: block;
      min-width: 0;
      padding: 0.25rem 0.75rem;
      border-top: 0;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      display: block;
      font-size: 0.85rem;
      font-weight: 700;
      color: ${theme.colors.mutedText};
    }
  }
`;

/*
 * A table's parts with their roles written out: the cards' display on a phone makes some browsers
 * (Safari) forget that rows and cells are a table's.
 */
export const TableHead = (props: ComponentProps<'thead'>) => <thead role="rowgroup" {...props} />;
export const TableBody = (props: ComponentProps<'tbody'>) => <tbody role="rowgroup" {...props} />;
export const Row = (props: ComponentProps<'tr'>) => <tr role="row" {...props} />;
export const HeaderCell = (props: ComponentProps<'th'>) => <th role="columnheader" scope="col" {...props} />;
export const Cell = (props: ComponentProps<'td'>) => <td role="cell" {...props} />;

/**
 * What a visitor typed (a message, an address, an e-mail address): its line breaks kept, and a word
 * longer than the column (a pasted link, a long e-mail address) broken rather than widening the
 * column, which would push the row's other columns (its actions) out of view.
 */
export const TypedText = styled.span`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * A wide table scrolls sideways, and says so while it does; the region is focusable so keyboards
 * can scroll it too.
 */
export function TableScroll({
  label,
  busy = false,
  regionRef,
  children,
}: {
  label: string;
  busy?: boolean;
  /** For the page that moves the focus to the table (useListPaging). */
  regionRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const ownRegion = useRef<HTMLDivElement>(null);
  const region = regionRef ?? ownRegion;
  const scrollsSideways = useScrollsSideways(region);
  return (
    <>
      <Hint $shown={scrollsSideways}>
        <Trans>More columns to the right: swipe or scroll the table sideways.</Trans>
      </Hint>
      <Scroll ref={region} role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
        {children}
      </Scroll>
    </>
  );
}
