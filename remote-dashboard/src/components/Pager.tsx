import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { usePageLocale } from 'shared-ui/i18n';

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
  const { t } = useLingui();
  const { formatNumber } = usePageLocale();
  const current = formatNumber(page);
  const count = formatNumber(pageCount);
  return (
    <Bar aria-label={t`Pages`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span aria-live="polite">
        <Trans>
          Page {current} of {count}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </Bar>
  );
}
