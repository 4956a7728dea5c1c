import { ApiError } from 'shared-contracts/host';
import { createHostApi, type ApiTransport } from '../src/create-host-api';

function transport() {
  return { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };
}
const apiOver = (mock: ReturnType<typeof transport>) => createHostApi(mock as unknown as ApiTransport);
const answer = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data, headers } });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('host.api', () => {
  it('posts a public form to its path, with the honeypot only when a bot filled it in', async () => {
    const mock = transport();
    mock.post.mockResolvedValue({ data: { message: 'Thank you' } });
    const api = apiOver(mock);
    await expect(api.submitForm('newsletter', { email: 'reader@example.org' })).resolves.toBe('Thank you');
    await api.submitForm('newsletter', { email: 'bot@example.org' }, 'https://spam.example');
    expect(mock.post.mock.calls).toEqual([
      ['/forms/newsletter', { email: 'reader@example.org' }],
      ['/forms/newsletter', { email: 'bot@example.org', website: 'https://spam.example' }],
    ]);
  });

  it("posts a newsletter page's button press to the button's path, and gives back the server's message", async () => {
    const mock = transport();
    mock.post.mockResolvedValue({ data: { message: 'Confirmed' } });
    const api = apiOver(mock);
    const token = { token: 'the-token' };
    await expect(api.pressNewsletterButton!('confirm', token)).resolves.toBe('Confirmed');
    await api.pressNewsletterButton!('unsubscribe', token);
    expect(mock.post.mock.calls).toEqual([
      ['/newsletter/confirm', token],
      ['/newsletter/unsubscribe', token],
    ]);
  });

  it('reads a 429 with its server message and Retry-After seconds', async () => {
    const mock = transport();
    mock.post.mockRejectedValueOnce(answer(429, { message: 'Too many tries' }, { 'retry-after': '42' }));
    mock.post.mockRejectedValueOnce(answer(429, { message: 'Wait', retryAfterSeconds: 7 }));
    const api = apiOver(mock);
    expect(await failureOf(api.resendVerificationCode({ email: 'a@example.org' }))).toMatchObject({
      failure: 'http',
      status: 429,
      serverMessage: 'Too many tries',
      retryAfterSeconds: 42,
    });
    expect((await failureOf(api.resendVerificationCode({ email: 'a@example.org' }))).retryAfterSeconds).toBe(7);
  });

  it('marks a login refused for an unverified address', async () => {
    const mock = transport();
    mock.post.mockRejectedValueOnce(answer(403, { message: 'Verify first', unverified: true }));
    mock.post.mockRejectedValueOnce(answer(403, { message: 'Forbidden' }));
    const api = apiOver(mock);
    expect((await failureOf(api.login({ email: 'a@example.org', password: 'x' }))).accountUnverified).toBe(true);
    expect((await failureOf(api.login({ email: 'a@example.org', password: 'x' }))).accountUnverified).toBe(false);
  });

  it('tells network, timeout and aborted calls apart', async () => {
    const mock = transport();
    mock.get
      .mockRejectedValueOnce(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))
      .mockRejectedValueOnce(Object.assign(new Error('timeout of 8000ms exceeded'), { code: 'ECONNABORTED' }))
      .mockRejectedValueOnce(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }));
    const api = apiOver(mock);
    const failures = [await failureOf(api.me()), await failureOf(api.me()), await failureOf(api.me())];
    expect(failures.map((error) => [error.failure, error.status])).toEqual([
      ['network', undefined],
      ['timeout', undefined],
      ['aborted', undefined],
    ]);
  });

  it('refuses an answer in the wrong shape instead of handing it on', async () => {
    const mock = transport();
    mock.get.mockResolvedValue({ data: '<html>proxy error</html>' });
    mock.post.mockResolvedValue({ data: {} });
    const api = apiOver(mock);
    expect((await failureOf(api.listAccounts({ page: 1, pageSize: 20, q: '' }))).failure).toBe('unexpected-answer');
    expect((await failureOf(api.submitForm('newsletter', { email: 'a@example.org' }))).failure).toBe('unexpected-answer');
  });

  it('resolves a confirmation to the server message, or undefined for a blank one', async () => {
    const mock = transport();
    mock.post.mockResolvedValueOnce({ data: { message: 'OTP has been sent to your email' } }).mockResolvedValueOnce({ data: { message: ' ' } });
    const api = apiOver(mock);
    await expect(api.requestPasswordReset({ email: 'a@example.org' })).resolves.toBe('OTP has been sent to your email');
    await expect(api.requestPasswordReset({ email: 'a@example.org' })).resolves.toBeUndefined();
  });

  it('fetches a document by the address its record carries, under the client base', async () => {
    const mock = transport();
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    mock.get.mockResolvedValue({ data: pdf });
    await expect(apiOver(mock).fetchDocument('/api/admin/uploads/up-1')).resolves.toBe(pdf);
    expect(mock.get).toHaveBeenCalledWith('/admin/uploads/up-1', expect.objectContaining({ responseType: 'blob' }));
  });
});
