import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STANDALONE_CONFIG } from 'standalone-host';
import { fieldErrorOf, renderWithHost } from 'standalone-host/testing';
import { DONATION_PRESETS_RUPEES } from 'shared-contracts';
import { DonationPanel } from '../src/components/donation/DonationPanel';
import { upiPaymentLink } from '../src/components/donation/upi-link';
import { parseAmount } from '../src/components/donation/donation-choice';
import { BirthdayBlessingsPage } from '../src/pages/BirthdayBlessingsPage';

const AMOUNT_ERROR = 'Please choose or type an amount greater than zero, in rupees (digits only).';

const amountShown = () => screen.getByTestId('donation-amount');
const mealsShown = () => screen.getByTestId('pledged-meals');

function upiParams(link: HTMLElement) {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('upi://pay?')).toBe(true);
  return new URLSearchParams(href.slice('upi://pay?'.length));
}

describe('DonationPanel', () => {
  it('opens with the amount a link chose', () => {
    renderWithHost(<DonationPanel />, { route: '/about-us/why-donate-us?amount=5000' });
    expect(amountShown()).toHaveTextContent('₹5,000');
    expect(screen.getByRole('button', { name: '₹5,000' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps an amount typed in the server's HTML before the page was live over the link's", async () => {
    const { hydrationErrors } = renderWithHost(<DonationPanel />, {
      route: '/about-us/why-donate-us?amount=5000',
      hydrate: true,
      beforeHydrating: (html) => fireEvent.change(within(html).getByLabelText('Or type an amount (₹)'), { target: { value: '700' } }),
    });
    await waitFor(() => expect(amountShown()).toHaveTextContent('₹700'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(amountShown()).toHaveTextContent('₹700');
    expect(screen.getByLabelText('Or type an amount (₹)')).toHaveValue('700');
    expect(hydrationErrors).toEqual([]);
  });

  it("hydrates the server's HTML of a page whose link names an amount, then shows that amount", async () => {
    const { hydrationErrors } = renderWithHost(<DonationPanel />, { route: '/about-us/why-donate-us?amount=5000', hydrate: true });
    await waitFor(() => expect(amountShown()).toHaveTextContent('₹5,000'));
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('button', { name: '₹5,000' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the donor type and frequency chosen in the server\'s HTML before the page was live', async () => {
    const user = userEvent.setup();
    const { hydrationErrors } = renderWithHost(<DonationPanel />, {
      hydrate: true,
      beforeHydrating: (html) => {
        fireEvent.click(within(html).getByRole('radio', { name: 'Foreign' }));
        fireEvent.click(within(html).getByRole('radio', { name: 'Monthly' }));
      },
    });
    await user.type(screen.getByLabelText('Or type an amount (₹)'), '2500');
    expect(screen.getByRole('radio', { name: 'Foreign' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText(/Your monthly gift/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const details = screen.getByRole('region', { name: /monthly donation of ₹2,500/ });
    expect(within(details).getByText(/FCRA/, { selector: 'h4' })).toBeInTheDocument();
    expect(hydrationErrors).toEqual([]);
  });

  it('ignores an amount in the link that is not a positive number', () => {
    renderWithHost(<DonationPanel />, { route: '/about-us/why-donate-us?amount=-20' });
    expect(amountShown()).toHaveTextContent('₹0');
  });

  it('starts with Indian, Once and an amount of 0', () => {
    renderWithHost(<DonationPanel />);
    expect(screen.getByRole('radio', { name: 'Indian' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Foreign' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(amountShown()).toHaveTextContent('₹0');
    expect(mealsShown()).toHaveTextContent('0');
  });

  it('offers the six presets and sets the amount and meals from one', async () => {
    const user = userEvent.setup();
    renderWithHost(<DonationPanel />);
    const presets = screen.getAllByRole('button', { pressed: false });
    expect(presets.map((button) => button.textContent)).toEqual(DONATION_PRESETS_RUPEES.map((amount) => `₹${amount.toLocaleString('en-IN')}`));

    await user.click(screen.getByRole('button', { name: '₹2,500' }));
    expect(screen.getByRole('button', { name: '₹2,500' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/type an amount/)).toHaveValue('2500');
    expect(amountShown()).toHaveTextContent('₹2,500');
    expect(mealsShown()).toHaveTextContent('100');

    await user.click(screen.getByRole('button', { name: '₹50,000' }));
    expect(mealsShown()).toHaveTextContent(/^2,000$/);
  });

  it('counts pledged meals from a typed amount, rounded down', async () => {
    const user = userEvent.setup();
    renderWithHost(<DonationPanel />);
    await user.type(screen.getByLabelText(/type an amount/), '1010');
    expect(amountShown()).toHaveTextContent('₹1,010');
    expect(mealsShown()).toHaveTextContent('40');
    await user.clear(screen.getByLabelText(/type an amount/));
    await user.type(screen.getByLabelText(/type an amount/), '24');
    expect(mealsShown()).toHaveTextContent('0');
  });

  it('refuses Donate Now without a positive amount', async () => {
    const user = userEvent.setup();
    renderWithHost(<DonationPanel />);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(fieldErrorOf(screen.getByLabelText(/type an amount/))).toBe(AMOUNT_ERROR);
    expect(screen.queryByRole('link', { name: /UPI app/ })).not.toBeInTheDocument();
    // The focus goes where the problem is, as on every form.
    expect(screen.getByLabelText(/type an amount/)).toHaveFocus();

    await user.type(screen.getByLabelText(/type an amount/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(fieldErrorOf(screen.getByLabelText(/type an amount/))).toBe(AMOUNT_ERROR);
    // The refusal is the amount field's own: marked invalid and read out with it.
    const field = screen.getByLabelText(/type an amount/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(AMOUNT_ERROR);
  });

  it('shows an amount with paise with both of their digits', async () => {
    const user = userEvent.setup();
    renderWithHost(<DonationPanel />);
    await user.type(screen.getByLabelText(/type an amount/), '100.50');
    expect(amountShown()).toHaveTextContent('₹100.50');
  });

  it('shows a UPI link, its QR code and the bank details for an Indian donor', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<DonationPanel />);
    await user.click(screen.getByRole('button', { name: '₹2,500' }));
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    const params = upiParams(screen.getByRole('link', { name: 'Pay ₹2,500 with a UPI app' }));
    expect(params.get('pa')).toBe(host.config.donation.upiId);
    expect(params.get('pn')).toBe(host.config.donation.payeeName);
    expect(params.get('am')).toBe('2500');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tn')).toMatch(/100 meals/);

    const qr = await screen.findByRole('img', { name: /QR code to pay ₹2,500 by UPI/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(host.config.donation.upiId)).toBeInTheDocument();
    expect(screen.getByText(host.config.donation.bank.accountNumber)).toBeInTheDocument();
    expect(screen.getByText(host.config.donation.bank.ifsc)).toBeInTheDocument();
    expect(screen.getByText(/80G/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /donation of ₹2,500/ })).toHaveFocus();
  });

  it('offers UPI up to the ₹1,00,000 one payment may carry, and the bank account alone above it', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<DonationPanel />);
    const amountField = screen.getByLabelText(/type an amount/);
    await user.type(amountField, '100000');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(upiParams(screen.getByRole('link', { name: 'Pay ₹1,00,000 with a UPI app' })).get('am')).toBe('100000');

    await user.clear(amountField);
    await user.type(amountField, '250000');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByText('UPI apps take at most ₹1,00,000 in one payment. For ₹2,50,000, please transfer to our bank account below.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay by UPI' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /with a UPI app/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer to our bank account (NEFT, RTGS, IMPS)' })).toBeInTheDocument();
    expect(screen.getByText(host.config.donation.bank.accountNumber)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByText(/For ₹2,50,000 each month, please transfer to our bank account below, or set up a standing instruction/)).toBeInTheDocument();
  });

  it('shows the FCRA account and the contact address, not UPI, for a foreign donor', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<DonationPanel />);
    await user.click(screen.getByRole('radio', { name: 'Foreign' }));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.type(screen.getByLabelText(/type an amount/), '5000');
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    const details = screen.getByRole('region', { name: /monthly donation of ₹5,000/ });
    const fcra = host.config.donation.fcraBank;
    expect(within(details).getByText(/FCRA/, { selector: 'h4' })).toBeInTheDocument();
    expect(within(details).getByText(fcra.accountNumber)).toBeInTheDocument();
    expect(within(details).getByText(fcra.swift)).toBeInTheDocument();
    expect(within(details).getByText(/Gondia, Maharashtra 441601/)).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: /UPI app/ })).not.toBeInTheDocument();
    expect(within(details).queryByText(host.config.donation.bank.accountNumber)).not.toBeInTheDocument();
  });

  it('says plainly next to sample details that they are not a real account, and shows the registrations', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<DonationPanel />);
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const details = screen.getByRole('region', { name: /donation of ₹1,000/ });
    expect(within(details).getByRole('alert')).toHaveTextContent(/sample payment details .* not a real account/);
    expect(within(details).getByText(host.config.registrations.section80G)).toBeInTheDocument();
    expect(within(details).getByText('FCRA registration')).toBeInTheDocument();
    expect(within(details).getByText(/sample numbers/)).toBeInTheDocument();
  });

  it('shows configured details without any sample warning', async () => {
    const user = userEvent.setup();
    const config = {
      ...STANDALONE_CONFIG,
      donation: { ...STANDALONE_CONFIG.donation, upiId: 'charity@realbank', sample: false },
      registrations: { ...STANDALONE_CONFIG.registrations, section80G: 'AAATR1234QF20241', sample: false },
    };
    renderWithHost(<DonationPanel />, { overrides: { config } });
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const details = screen.getByRole('region', { name: /donation of ₹1,000/ });
    expect(within(details).getByText('charity@realbank')).toBeInTheDocument();
    expect(within(details).getByText('AAATR1234QF20241')).toBeInTheDocument();
    expect(within(details).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(details).queryByText(/sample/)).not.toBeInTheDocument();
  });

  it('hides payment details already shown when the choice changes', async () => {
    const user = userEvent.setup();
    renderWithHost(<DonationPanel />);
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(screen.getByRole('link', { name: 'Pay ₹1,000 with a UPI app' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₹5,000' }));
    expect(screen.queryByRole('link', { name: /UPI app/ })).not.toBeInTheDocument();
  });
});

describe('upiPaymentLink', () => {
  it('builds an NPCI pay link with encoded payee name and note', () => {
    expect(upiPaymentLink({ upiId: 'ngo@sbi', payeeName: 'Gondia Gramin', amount: 2500, note: 'Donation - 100 meals' })).toBe(
      'upi://pay?pa=ngo@sbi&pn=Gondia%20Gramin&am=2500&cu=INR&tn=Donation%20-%20100%20meals',
    );
    expect(upiPaymentLink({ upiId: 'ngo@sbi', payeeName: 'X', amount: 99.5, note: 'n' })).toContain('am=99.50');
  });

  it('accepts only positive amounts with at most two decimals', () => {
    expect(parseAmount('2,500')).toBe(2500);
    expect(parseAmount(' 99.50 ')).toBe(99.5);
    expect(parseAmount('२,५००')).toBe(2500);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('birthday quick amounts', () => {
  it('offer 500, 1000 and 2000 and open the same UPI payment flow', async () => {
    const user = userEvent.setup();
    renderWithHost(<BirthdayBlessingsPage />);
    const buttons = screen.getAllByRole('button', { name: /^Donate ₹/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Donate ₹500', 'Donate ₹1,000', 'Donate ₹2,000']);

    await user.click(screen.getByRole('button', { name: 'Donate ₹1,000' }));
    const params = upiParams(screen.getByRole('link', { name: 'Pay ₹1,000 with a UPI app' }));
    expect(params.get('am')).toBe('1000');
    expect(await screen.findByRole('img', { name: /QR code to pay ₹1,000/ })).toBeInTheDocument();
  });
});
