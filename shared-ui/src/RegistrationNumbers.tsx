import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { RuntimeConfig } from 'shared-contracts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.2rem 0.75rem;
  margin: 0.5rem 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const SampleNote = styled.p`
  margin: 0.25rem 0;
  font-weight: 700;
`;

/** The charity's registrations, as donors and CSR teams look them up; says so when they are samples. */
export function RegistrationNumbers({ registrations }: { registrations: RuntimeConfig['registrations'] }) {
  return (
    <>
      <List>
        <dt>
          <Trans>80G registration</Trans>
        </dt>
        <dd>{registrations.section80G}</dd>
        <dt>
          <Trans>12A registration</Trans>
        </dt>
        <dd>{registrations.section12A}</dd>
        <dt>
          <Trans>CSR-1 registration</Trans>
        </dt>
        <dd>{registrations.csr1}</dd>
        <dt>
          <Trans>FCRA registration</Trans>
        </dt>
        <dd>{registrations.fcra}</dd>
      </List>
      {registrations.sample && (
        <SampleNote>
          <Trans>These are sample numbers for trying out the site, not the charity&apos;s registrations.</Trans>
        </SampleNote>
      )}
    </>
  );
}
