import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { RuntimeConfig } from 'shared-contracts';
import { Detail, DetailList } from './DetailList';

const SampleNote = styled.p`
  margin: 0.25rem 0;
  font-weight: 700;
`;

/** The charity's registrations, as donors and CSR teams look them up; says so when they are samples. */
export function RegistrationNumbers({ registrations }: { registrations: RuntimeConfig['registrations'] }) {
  return (
    <>
      <DetailList>
        <Detail name={<Trans>80G registration</Trans>}>{registrations.section80G}</Detail>
        <Detail name={<Trans>12A registration</Trans>}>{registrations.section12A}</Detail>
        <Detail name={<Trans>CSR-1 registration</Trans>}>{registrations.csr1}</Detail>
        <Detail name={<Trans>FCRA registration</Trans>}>{registrations.fcra}</Detail>
      </DetailList>
      {registrations.sample && (
        <SampleNote>
          <Trans>These are sample numbers for trying out the site, not the charity&apos;s registrations.</Trans>
        </SampleNote>
      )}
    </>
  );
}
