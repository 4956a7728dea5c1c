import axios, { type AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { TOKEN_COOKIE_NAME } from 'shared-contracts';
import { messageOf } from './answers';

/**
 * How long a request may wait for its whole answer before the visitor is told the connection
 * failed, instead of watching a busy button for ever. Longer than the API takes on the slowest
 * line the site is built for; an upload sets its own (create-host-api.ts).
 */
export const API_TIMEOUT_MS = 30_000;

/**
 * The one HTTP client of the site. Every request carries the session token, and the page's
 * language alone in Accept-Language (what the API mails, codes and thank-yous, is written in it);
 * any 401 answer to a request that carried a token ends the session (the spec's handler never ran
 * on responses), handing on the server's reason when it gave one.
 */
export function createApiClient(baseURL: string, onUnauthorized: (serverMessage: string | undefined) => void, timeout = API_TIMEOUT_MS): AxiosInstance {
  const client = axios.create({ baseURL, timeout });

  client.interceptors.request.use((config) => {
    const token = Cookies.get(TOKEN_COOKIE_NAME);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const pageLanguage = document.documentElement.lang;
    if (pageLanguage) config.headers.set('Accept-Language', pageLanguage);
    return config;
  });

  client.interceptors.response.use(undefined, (error) => {
    const sentToken = Boolean(error?.config?.headers?.Authorization);
    if (error?.response?.status === 401 && sentToken) onUnauthorized(messageOf(error.response.data));
    return Promise.reject(error);
  });

  return client;
}
