import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkError, renderWithHost, requestKeyOfPost } from 'standalone-host/testing';
import { ContactForm } from '../../src/forms/ContactForm';
import { describeJsonForm } from './describeJsonForm';
import { fieldErrorOf, leavePageWhole } from './formTestKit';

describeJsonForm('ContactForm', {
  Form: ContactForm,
  formName: /contact us/i,
  submitName: /send message/i,
  path: '/forms/contact',
  inputs: [
    { name: 'name', label: /^Name/, value: 'Sunita Patle', requiredError: 'Name is required', autoComplete: 'name' },
    { name: 'email', label: /^Email/, value: 'Sunita@Example.org', requiredError: 'Email is required', type: 'email', autoComplete: 'email' },
    {
      name: 'contact',
      label: /^Contact number/,
      value: '9876543210',
      requiredError: 'Contact number is required',
      type: 'tel',
      autoComplete: 'tel',
    },
    { name: 'message', label: /^Message/, value: 'When is the next health camp?', requiredError: 'Message is required' },
  ],
  payload: { name: 'Sunita Patle', email: 'sunita@example.org', contact: '9876543210', message: 'When is the next health camp?' },
});

describe('ContactForm format checks', () => {
  it('rejects a malformed e-mail and mobile number with the API schema messages', async () => {
    const user = userEvent.setup();
    const { api } = renderWithHost(<ContactForm />);
    const form = screen.getByRole('form', { name: /contact us/i });
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-address');
    await user.type(within(form).getByLabelText(/^Contact number/), '12345');
    await user.click(within(form).getByRole('button', { name: /send message/i }));

    expect(fieldErrorOf(within(form).getByLabelText(/^Email/))).toBe('Enter a valid email address');
    expect(fieldErrorOf(within(form).getByLabelText(/^Contact number/))).toBe(
      'Enter a 10-digit Indian contact number, or a number from abroad starting with + and its country code',
    );
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('ContactForm across a page loaded whole', () => {
  it('takes what was typed on the page before (a switch of language, Back from another site) out of the tab storage it waited in', async () => {
    const user = userEvent.setup();
    const left = renderWithHost(<ContactForm />);
    await user.type(within(screen.getByRole('form', { name: /contact us/i })).getByLabelText(/^Name/), 'Sunita Patle');
    leavePageWhole(left);
    expect(Object.keys(window.sessionStorage)).toHaveLength(1);

    renderWithHost(<ContactForm />);
    const form = screen.getByRole('form', { name: /contact us/i });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Sunita Patle');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
    expect(Object.keys(window.sessionStorage)).toHaveLength(0);
  });

  it('sends an entry whose answer was lost, opened again after a reload, with the same key, so it is stored once', async () => {
    const user = userEvent.setup();
    const left = renderWithHost(<ContactForm />);
    left.api.post.mockRejectedValueOnce(networkError());
    const form = screen.getByRole('form', { name: /contact us/i });
    await user.type(within(form).getByLabelText(/^Name/), 'Sunita Patle');
    await user.type(within(form).getByLabelText(/^Email/), 'sunita@example.org');
    await user.type(within(form).getByLabelText(/^Contact number/), '9876543210');
    await user.type(within(form).getByLabelText(/^Message/), 'When is the next health camp?');
    await user.click(within(form).getByRole('button', { name: /send message/i }));
    await waitFor(() => expect(left.api.post).toHaveBeenCalledTimes(1));
    leavePageWhole(left);

    const again = renderWithHost(<ContactForm />);
    again.api.post.mockResolvedValue({ status: 201, data: { message: 'Thank you.' } });
    const reopened = screen.getByRole('form', { name: /contact us/i });
    await user.click(within(reopened).getByRole('button', { name: /send message/i }));
    await waitFor(() => expect(again.api.post).toHaveBeenCalledTimes(1));
    expect(requestKeyOfPost(again.api.post, 0)).toBe(requestKeyOfPost(left.api.post, 0));

    // Thanked: neither the draft nor the sending is kept for the next page.
    await within(reopened).findByRole('status');
    leavePageWhole(again);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });
});
