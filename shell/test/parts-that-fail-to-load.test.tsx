import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from 'standalone-host/testing';
import { Layout } from '../src/layout/Layout';
import { SiteToasts, toasts } from '../src/host/toasts';

// The code of a part the frame loads on demand, failing to arrive until a test lets it.
let mockNewsletterArrives = false;
jest.mock('../src/layout/footer/NewsletterForm', () => {
  if (!mockNewsletterArrives) throw new Error('Loading chunk 390 failed.');
  return jest.requireActual('../src/layout/footer/NewsletterForm');
});
let mockToastsArrive = false;
jest.mock('../src/host/SiteToastContainer', () => {
  if (!mockToastsArrive) throw new Error('Loading chunk 951 failed.');
  return jest.requireActual('../src/host/SiteToastContainer');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function PageWithTypedText() {
  return (
    <main>
      <label>
        Message <input defaultValue="" />
      </label>
    </main>
  );
}

describe('a part of the frame whose code cannot arrive', () => {
  it('the footer says its form could not load and tries again on request; the page and what was typed stay', async () => {
    const user = userEvent.setup();
    renderWithHost(
      <Layout>
        <PageWithTypedText />
      </Layout>,
    );
    await user.type(screen.getByLabelText('Message'), 'Kept while the footer fails');

    expect(await screen.findByText('The newsletter form could not load. Please check your connection.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Kept while the footer fails');
    expect(screen.getByRole('banner')).toBeInTheDocument();

    mockNewsletterArrives = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Subscribe to our newsletter/)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Kept while the footer fails');
  });

  it('a message whose toast cannot load is lost alone; the next one loads it again and shows', async () => {
    renderWithHost(
      <>
        <PageWithTypedText />
        <SiteToasts />
      </>,
    );
    toasts.error('Invalid email or password');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('A message could not be shown', 'Invalid email or password', expect.any(Error));

    mockToastsArrive = true;
    toasts.error('Please try again');
    expect(await screen.findByText('Please try again')).toBeInTheDocument();
  });
});
