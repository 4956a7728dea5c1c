import { BrowserRouter } from 'shared-contracts/router';
import type { RuntimeConfig } from 'shared-contracts';
import { HostProvider } from './host/HostProvider';
import { RemoteOutlet } from './federation/RemoteOutlet';
import { SitePage } from './SitePage';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <HostProvider config={config}>
        <SitePage outlet={<RemoteOutlet />} />
      </HostProvider>
    </BrowserRouter>
  );
}
