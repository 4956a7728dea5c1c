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

/** The impact numbers of spec §9 (5.8M+ Empowered, 4.6M+ Villages, 142+ Children, 50+ Families). */
export function ImpactStrip() {
  return (
    <List>
      {IMPACT_STATS.map((stat) => (
        <Stat key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </Stat>
      ))}
    </List>
  );
}
