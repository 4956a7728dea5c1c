import { Trans } from '@lingui/react/macro';
import { useStableId, VisuallyHidden } from 'shared-ui';
import { useCatalog } from 'shared-ui/i18n';
import styled from 'styled-components';
import { formsCatalog } from '../locales/forms-catalog';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 1rem 0;
  progress { width: 100%; height: 1rem; }
`;

/**
 * How much of an upload has gone out: slow rural connections can take a while. Once all of it
 * has, the wait is for the server's answer, and the words say so instead of a still 100%; screen
 * readers are told then too (a bar's own changes are not announced, and each percent would be
 * too many).
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  useCatalog(formsCatalog);
  const id = useStableId('upload-progress');
  const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
  const uploaded = fraction >= 1;
  const waiting = <Trans>Uploaded. Waiting for confirmation…</Trans>;
  return (
    <Row>
      <label htmlFor={id}>{uploaded ? waiting : <Trans>Uploading… {percent}%</Trans>}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <VisuallyHidden role="status">{uploaded && waiting}</VisuallyHidden>
    </Row>
  );
}
