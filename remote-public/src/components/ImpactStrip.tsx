import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { IMPACT_STATS } from 'shared-contracts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 1.5rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.primaryDark};
  color: #fff;
  text-align: center;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  dt { font-size: 1.05rem; }
  dd { margin: 0; font-size: clamp(1.8rem, 5vw, 2.6rem); font-weight: 700; line-height: 1.1; }
`;

/** The labels of IMPACT_STATS (English there) in the page's language. */
const LABELS: Record<(typeof IMPACT_STATS)[number]['label'], MessageDescriptor> = {
  Empowered: msg({ comment: 'Impact figure: people empowered by our work (e.g. "5.8M+ Empowered")', message: 'Empowered' }),
  Villages: msg({ comment: 'Impact figure: villages reached (e.g. "4.6M+ Villages")', message: 'Villages' }),
  Children: msg({ comment: 'Impact figure: children helped (e.g. "142+ Children")', message: 'Children' }),
  Families: msg({ comment: 'Impact figure: families helped (e.g. "50+ Families")', message: 'Families' }),
};

/** The figures in millions as Indians write them in Hindi and Marathi (58 लाख); English keeps the spec's. */
const FIGURES: Partial<Record<(typeof IMPACT_STATS)[number]['value'], MessageDescriptor>> = {
  '5.8M+': msg({ comment: 'Impact figure, 5.8 million or more, written in lakh (58 lakh) where that is how readers count', message: '5.8M+' }),
  '4.6M+': msg({ comment: 'Impact figure, 4.6 million or more, written in lakh (46 lakh) where that is how readers count', message: '4.6M+' }),
};

/** The impact numbers of spec §9 (5.8M+ Empowered, 4.6M+ Villages, 142+ Children, 50+ Families). */
export function ImpactStrip() {
  const { i18n } = useLingui();
  return (
    <List>
      {IMPACT_STATS.map((stat) => {
        const figure = FIGURES[stat.value];
        return (
          <Stat key={stat.label}>
            <dt>{i18n._(LABELS[stat.label])}</dt>
            <dd>{figure ? i18n._(figure) : stat.value}</dd>
          </Stat>
        );
      })}
    </List>
  );
}
