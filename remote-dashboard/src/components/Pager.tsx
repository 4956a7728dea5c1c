import styled from 'styled-components';
import { Button } from 'shared-ui';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
`;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / Next with 'Page 2 of 5' between them. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage(page: number): void }) {
  return (
    <Bar aria-label="Pages">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
