import { useStableId } from 'shared-ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 1rem 0;
  progress { width: 100%; height: 1rem; }
`;

/** How much of an upload has gone out: slow rural connections can take a while. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const id = useStableId('upload-progress');
  const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
  return (
    <Row>
      <label htmlFor={id}>Uploading… {percent}%</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </Row>
  );
}
