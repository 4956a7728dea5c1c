import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetFormDrafts } from 'shared-ui';
import { renderWithHost } from 'standalone-host/testing';
import { ContactForm } from '../../src/forms/ContactForm';
import { describeJsonForm } from './describeJsonForm';
import { fieldErrorOf } from './formTestKit';

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
    expect(fieldErrorOf(within(form).getByLabelText(/^Contact number/))).toBe('Enter a valid 10-digit Indian contact number');
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('ContactForm across a page loaded whole', () => {
  it('takes what was typed on the page before (a switch of language, Back from another site) out of the tab storage it waited in', async () => {
    const user = userEvent.setup();
    const left = renderWithHost(<ContactForm />);
    await user.type(within(screen.getByRole('form', { name: /contact us/i })).getByLabelText(/^Name/), 'Sunita Patle');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    left.unmount();
    expect(Object.keys(window.sessionStorage)).toHaveLength(1);

    // The next page starts with nothing in memory.
    forgetFormDrafts();
    renderWithHost(<ContactForm />);
    const form = screen.getByRole('form', { name: /contact us/i });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Sunita Patle');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
    expect(Object.keys(window.sessionStorage)).toHaveLength(0);
  });
});
