import type { ComponentType } from 'react';
import { CONNECTION_MESSAGES } from 'shared-contracts/host';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HONEYPOT_FIELD } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
import { httpError, networkError, renderWithHost, requestKeyOfPost, WITH_A_REQUEST_KEY } from 'standalone-host/testing';
import { deferred, fieldErrorOf } from './formTestKit';

export interface JsonFormInput {
  /** Payload key the value is sent under. */
  name: string;
  label: RegExp;
  value: string;
  /** The control is a <select>. */
  select?: boolean;
  /** Error shown when the field is left empty; absent for optional fields. */
  requiredError?: string;
  type?: string;
  autoComplete?: string;
}

export interface JsonFormCase {
  Form: ComponentType;
  formName: RegExp;
  submitName: RegExp;
  path: string;
  inputs: JsonFormInput[];
  /** Payload sent for `inputs` (after the schema trims and lower-cases). */
  payload: Record<string, string>;
}

const SERVER_THANKS = 'Thank you, we received your message.';

function setUp(Form: ComponentType, formName: RegExp) {
  const user = userEvent.setup();
  const rendered = renderWithHost(<Form />);
  const form = screen.getByRole('form', { name: formName });
  return { user, form, ...rendered };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, inputs: JsonFormInput[]) {
  for (const input of inputs) {
    const control = within(form).getByLabelText(input.label);
    if (input.select) await user.selectOptions(control, input.value);
    else await user.type(control, input.value);
  }
}

function expectValues(form: HTMLElement, inputs: JsonFormInput[], typed: boolean) {
  for (const input of inputs) {
    expect(within(form).getByLabelText(input.label)).toHaveValue(typed ? input.value : '');
  }
}

/** The behaviour every public JSON form shares, checked against one form's fields and endpoint. */
export function describeJsonForm(title: string, spec: JsonFormCase) {
  const { Form, formName, submitName, path, inputs, payload } = spec;
  const required = inputs.filter((input) => input.requiredError);
  const optional = inputs.filter((input) => !input.requiredError);

  describe(title, () => {
    it('marks required fields and uses fitting input types and autocomplete', () => {
      const { form } = setUp(Form, formName);
      expect(form).toHaveAttribute('novalidate');
      for (const input of inputs) {
        const control = within(form).getByLabelText(input.label);
        if (input.requiredError) expect(control).toBeRequired();
        else expect(control).not.toBeRequired();
        if (input.type) expect(control).toHaveAttribute('type', input.type);
        if (input.autoComplete) expect(control).toHaveAttribute('autocomplete', input.autoComplete);
      }
    });

    it('shows each required field its own error on an empty submit and sends nothing', async () => {
      const { user, form, api } = setUp(Form, formName);
      await user.click(within(form).getByRole('button', { name: submitName }));
      for (const input of required) {
        expect(fieldErrorOf(within(form).getByLabelText(input.label))).toBe(input.requiredError);
      }
      for (const input of optional) {
        expect(fieldErrorOf(within(form).getByLabelText(input.label))).toBeNull();
      }
      expect(api.post).not.toHaveBeenCalled();
      // The keyboard and the screen reader land on the first field to put right.
      expect(within(form).getByLabelText(required[0].label)).toHaveFocus();
    });

    it('posts the payload, shows the server thank-you and clears the fields', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));

      expect(await within(form).findByRole('status')).toHaveTextContent(SERVER_THANKS);
      expect(within(form).getByRole('status')).toHaveAttribute('data-tone', 'success');
      expect(api.post).toHaveBeenCalledTimes(1);
      expect(api.post).toHaveBeenCalledWith(path, payload, WITH_A_REQUEST_KEY);
      expectValues(form, inputs, false);
    });

    it('sends a retry of the same entry with the same key, so an entry stored before its answer was lost is stored once', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockRejectedValueOnce(networkError()).mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      await fill(user, form, inputs);
      const send = within(form).getByRole('button', { name: submitName });
      await user.click(send);
      await within(form).findByText(CONNECTION_MESSAGES.noConnection);
      await user.click(send);
      await within(form).findByRole('status');
      expect(requestKeyOfPost(api.post, 1)).toBe(requestKeyOfPost(api.post, 0));

      // The next entry is another sending, with a key of its own.
      await fill(user, form, inputs);
      await user.click(send);
      await waitFor(() => expect(api.post).toHaveBeenCalledTimes(3));
      expect(requestKeyOfPost(api.post, 2)).not.toBe(requestKeyOfPost(api.post, 0));
    });

    it('opens again with what was typed when it was left unsent, and empty once that was sent', async () => {
      const left = setUp(Form, formName);
      await fill(left.user, left.form, inputs);
      left.unmount();

      const again = setUp(Form, formName);
      expectValues(again.form, inputs, true);
      again.api.post.mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      await again.user.click(within(again.form).getByRole('button', { name: submitName }));
      await within(again.form).findByRole('status');
      expect(again.api.post).toHaveBeenCalledWith(path, payload, WITH_A_REQUEST_KEY);
      again.unmount();

      const next = setUp(Form, formName);
      expectValues(next.form, inputs, false);
    });

    it('opens empty once a sending whose answer came after the form was left is stored, and the same entry sent again goes with its key, so it is stored once', async () => {
      const left = setUp(Form, formName);
      const answer = deferred<{ status: number; data: { message: string } }>();
      left.api.post.mockReturnValueOnce(answer.promise);
      await fill(left.user, left.form, inputs);
      await left.user.click(within(left.form).getByRole('button', { name: submitName }));
      left.unmount();
      await act(async () => answer.resolve({ status: 201, data: { message: SERVER_THANKS } }));

      const again = setUp(Form, formName);
      again.api.post.mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      expectValues(again.form, inputs, false);
      await fill(again.user, again.form, inputs);
      const send = within(again.form).getByRole('button', { name: submitName });
      await again.user.click(send);
      await within(again.form).findByRole('status');
      expect(requestKeyOfPost(again.api.post, 0)).toBe(requestKeyOfPost(left.api.post, 0));

      // This time the thanks was seen: the same words sent once more are a new entry.
      await fill(again.user, again.form, inputs);
      await again.user.click(send);
      await waitFor(() => expect(again.api.post).toHaveBeenCalledTimes(2));
      expect(requestKeyOfPost(again.api.post, 1)).not.toBe(requestKeyOfPost(again.api.post, 0));
    });

    it('keeps every field when one was changed while the entry was sending, so that typing is not lost', async () => {
      const { user, form, api } = setUp(Form, formName);
      const answer = deferred<{ status: number; data: { message: string } }>();
      api.post.mockReturnValueOnce(answer.promise);
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));
      const text = inputs.find((input) => !input.select && !input.type)!;
      await user.type(within(form).getByLabelText(text.label), ' Jr');
      await act(async () => answer.resolve({ status: 201, data: { message: SERVER_THANKS } }));

      expect(within(form).getByRole('status')).toHaveTextContent(SERVER_THANKS);
      expect(within(form).getByLabelText(text.label)).toHaveValue(`${text.value} Jr`);
      const others = inputs.filter((input) => input !== text);
      expectValues(form, others, true);
    });

    it('sends a changed entry with a new key', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockRejectedValueOnce(networkError()).mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));
      await within(form).findByText(CONNECTION_MESSAGES.noConnection);
      // A text field, which takes a few more words and stays valid.
      const text = inputs.find((input) => !input.select && !input.type)!;
      await user.type(within(form).getByLabelText(text.label), ' Jr');
      await user.click(within(form).getByRole('button', { name: submitName }));
      await within(form).findByRole('status');
      expect(requestKeyOfPost(api.post, 1)).not.toBe(requestKeyOfPost(api.post, 0));
    });

    it('drops the last thank-you when the next attempt is refused before sending', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));
      await within(form).findByRole('status');

      await user.click(within(form).getByRole('button', { name: submitName }));
      expect(within(form).getByLabelText(required[0].label)).toHaveFocus();
      expect(within(form).queryByText(SERVER_THANKS)).not.toBeInTheDocument();
      expect(api.post).toHaveBeenCalledTimes(1);
    });

    if (optional.length > 0) {
      it('submits with only the required fields filled', async () => {
        const { user, form, api } = setUp(Form, formName);
        api.post.mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
        await fill(user, form, required);
        await user.click(within(form).getByRole('button', { name: submitName }));

        expect(await within(form).findByRole('status')).toHaveTextContent(SERVER_THANKS);
        const [, sent] = api.post.mock.calls[0] as [string, Record<string, string>];
        for (const input of optional) expect(sent[input.name]).toBe('');
        for (const input of required) expect(sent[input.name]).toBe(payload[input.name]);
      });
    }

    it('carries a bot trap hidden from people; when a bot fills it in, it is sent along', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockResolvedValue({ status: 201, data: { message: SERVER_THANKS } });
      const trap = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
      expect(trap).toHaveAttribute('tabindex', '-1');
      expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(within(form).queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();

      fireEvent.change(trap, { target: { value: 'https://spam.example' } });
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));
      await within(form).findByRole('status');
      expect(api.post).toHaveBeenCalledWith(path, { ...payload, [HONEYPOT_FIELD]: 'https://spam.example' }, WITH_A_REQUEST_KEY);
    });

    it('shows the server message on a rejection and keeps everything typed', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockRejectedValue(httpError(400, { message: 'The server did not like that' }));
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));

      const banner = await within(form).findByText('The server did not like that');
      expect(banner).toHaveAttribute('role', 'alert');
      expect(banner).toHaveAttribute('data-tone', 'error');
      expectValues(form, inputs, true);
    });

    it('says the connection failed when no answer came, and keeps everything typed', async () => {
      const { user, form, api } = setUp(Form, formName);
      api.post.mockRejectedValue(networkError());
      await fill(user, form, inputs);
      await user.click(within(form).getByRole('button', { name: submitName }));

      expect(await within(form).findByText(CONNECTION_MESSAGES.noConnection)).toHaveAttribute('data-tone', 'error');
      expectValues(form, inputs, true);
    });

    it('disables the button with a spinner while the request is pending', async () => {
      const { user, form, api } = setUp(Form, formName);
      const pending = deferred<{ data: { message: string } }>();
      api.post.mockReturnValue(pending.promise);
      await fill(user, form, inputs);
      const button = within(form).getByRole('button', { name: submitName });
      await user.click(button);

      expect(button).toBeDisabled();
      expect(within(button).getByTestId('spinner')).toBeInTheDocument();
      await user.click(button);
      expect(api.post).toHaveBeenCalledTimes(1);

      pending.resolve({ data: { message: SERVER_THANKS } });
      await waitFor(() => expect(button).toBeEnabled());
      expect(within(button).queryByTestId('spinner')).not.toBeInTheDocument();
    });
  });
}
