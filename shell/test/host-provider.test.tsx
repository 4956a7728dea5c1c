import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { STANDALONE_CONFIG } from 'standalone-host';
import { claimsFor, makeToken } from 'standalone-host/testing';
import { useHost } from 'shared-contracts/host';
import type { Language } from 'shared-contracts/languages';
import { useSessionStore } from 'host-services';
import { HostProvider } from '../src/host/HostProvider';
import { SiteToasts } from '../src/host/toasts';
import { renderAt } from './render';

const ENDED = 'Your session has ended because your password or role changed. Please log in again.';

/** The API as it answers a token whose session a role change ended. */
function endedSessionBackend(): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type, accept-language' };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    response.writeHead(401, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ message: ENDED }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      }),
    ),
  );
}

function AskForProfile() {
  const { api } = useHost();
  return (
    <button type="button" onClick={() => void api.me().catch(() => undefined)}>
      Profile
    </button>
  );
}

/** A signed-in visitor whose next request the server refuses, having ended the session. */
async function endSessionIn(language: Language, expected: string) {
  const backend = await endedSessionBackend();
  try {
    Cookies.set('token', makeToken(claimsFor('volunteer')), { path: '/' });
    useSessionStore.getState().initialise();
    renderAt(
      <HostProvider config={{ ...STANDALONE_CONFIG, apiBase: backend.base }}>
        <AskForProfile />
        <SiteToasts />
      </HostProvider>,
      '/',
      language,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signed-out');
  } finally {
    await backend.close();
  }
}

describe("the shell's host", () => {
  it('tells a visitor the server signed out why, in a toast', async () => {
    await endSessionIn('en', ENDED);
  });

  it("says it in Hindi on a Hindi page, whose start did not load the contract's messages", async () => {
    await endSessionIn('hi', 'आपका पासवर्ड या भूमिका बदल गई है, इसलिए आपका सत्र समाप्त हो गया। कृपया फिर से लॉगिन करें।');
  });
});
