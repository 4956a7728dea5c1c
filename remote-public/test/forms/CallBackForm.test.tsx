import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost, WITH_A_REQUEST_KEY } from 'standalone-host/testing';
import { CallBackForm } from '../../src/forms/CallBackForm';
import { describeJsonForm } from './describeJsonForm';

describeJsonForm('CallBackForm', {
  Form: CallBackForm,
  formName: /request a call back/i,
  submitName: /call me back/i,
  path: '/forms/call-back',
  inputs: [
    { name: 'name', label: /^Name/, value: 'Sunita Bhoyar', requiredError: 'Name is required', autoComplete: 'name' },
    { name: 'phone', label: /^Phone number/, value: '9823012345', requiredError: 'Phone number is required', type: 'tel', autoComplete: 'tel' },
    { name: 'village', label: /^Village or taluka/, value: 'Tirora', requiredError: 'Village or taluka is required' },
    { name: 'topic', label: /^What is it about/, value: 'Tailoring machine', select: true, requiredError: 'Choose what the call is about' },
  ],
  payload: { name: 'Sunita Bhoyar', phone: '9823012345', village: 'Tirora', topic: 'Tailoring machine' },
});

describe('CallBackForm', () => {
  it('asks for no e-mail', () => {
    renderWithHost(<CallBackForm />);
    const form = screen.getByRole('form', { name: /request a call back/i });
    expect(within(form).queryByLabelText(/mail/i)).toBeNull();
    expect(form.querySelector('input[type="email"]')).toBeNull();
  });

  it('starts with the topic the page gave it, and keeps it once sent', async () => {
    const user = userEvent.setup();
    const { api } = renderWithHost(<CallBackForm topic="Soil or water test" />);
    api.post.mockResolvedValue({ status: 201, data: { message: 'Thank you! We will call you back within two working days.' } });
    const form = screen.getByRole('form', { name: /request a call back/i });
    expect(within(form).getByLabelText(/^What is it about/)).toHaveValue('Soil or water test');
    await user.type(within(form).getByLabelText(/^Name/), 'Ramesh Katre');
    await user.type(within(form).getByLabelText(/^Phone number/), '9423012345');
    await user.type(within(form).getByLabelText(/^Village or taluka/), 'Amgaon');
    await user.click(within(form).getByRole('button', { name: /call me back/i }));
    expect(await within(form).findByText(/We will call you back/)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/forms/call-back', {
      name: 'Ramesh Katre',
      phone: '9423012345',
      village: 'Amgaon',
      topic: 'Soil or water test',
    }, WITH_A_REQUEST_KEY);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(form).getByLabelText(/^What is it about/)).toHaveValue('Soil or water test');
  });
});
