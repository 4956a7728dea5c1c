import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { STATIC_STATS } from 'shared-contracts';
import { usePageLocale } from 'shared-ui/i18n';

const Box = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 1rem;
  margin: 0;
  div { display: flex; flex-direction: column-reverse; }
  dd { margin: 0; font-size: 2rem; font-weight: 700; color: ${theme.colors.primaryDark}; }
`;

const Track = styled.div`
  height: 14px;
  border-radius: 7px;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${(p) => p.$percent}%;
  height: 100%;
  background: ${theme.colors.secondary};
`;

/** The fixed figures of spec §9: meals distributed, hospitals reached, and the meal drive's progress. */
export function StaticStats() {
  const { locale, formatNumber } = usePageLocale();
  const { mealsDistributed, governmentHospitals, progressPercent } = STATIC_STATS;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(progressPercent / 100);
  return (
    <Box>
      <Figures>
        <div>
          <dt>
            <Trans>meals distributed</Trans>
          </dt>
          <dd>{formatNumber(mealsDistributed)}</dd>
        </div>
        <div>
          <dt>
            <Trans>government hospitals served</Trans>
          </dt>
          <dd>{formatNumber(governmentHospitals)}</dd>
        </div>
      </Figures>
      <div>
        <p id="meal-drive-label">
          <Trans>This year&apos;s meal drive: {percent} of our goal reached</Trans>
        </p>
        <Track
          role="progressbar"
          aria-labelledby="meal-drive-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progressPercent}
        >
          <Fill $percent={progressPercent} />
        </Track>
      </div>
    </Box>
  );
}
