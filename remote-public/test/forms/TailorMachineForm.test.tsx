import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REFUSAL_MESSAGES } from 'shared-contracts';
import { CONNECTION_MESSAGES } from 'shared-contracts/host';
import userEvent from '@testing-library/user-event';
import { httpError, networkError, renderWithHost, requestKeyOfPost, type TestHostOptions } from 'standalone-host/testing';
import { TailorMachineForm } from '../../src/forms/TailorMachineForm';
import { deferred, fieldErrorOf, leavePageWhole } from './formTestKit';

const GENERIC = 'Something went wrong. Please try again.';

const TEXT_INPUTS = [
  { name: 'name', label: /^Name/, value: 'Kavita Thakre', requiredError: 'Name is required' },
  { name: 'email', label: /^Email/, value: 'Kavita@Example.org', requiredError: 'Email is required' },
  { name: 'contact', label: /^Contact number/, value: '9876501234', requiredError: 'Contact number is required' },
  {
    name: 'aadharNumber',
    label: /^Aadhaar number/,
    value: '2345 6789 0124',
    requiredError: 'Aadhaar number is required',
  },
  { name: 'bankName', label: /^Bank name/, value: 'Bank of Maharashtra', requiredError: 'Bank name is required' },
  { name: 'accountNumber', label: /^Account number/, value: '60123456789', requiredError: 'Account number is required' },
  {
    name: 'ifscCode',
    label: /^IFSC code/,
    value: 'mahb0000123',
    requiredError: 'IFSC code is required',
  },
  { name: 'address', label: /^Address/, value: 'Ward 3, Tirora, Gondia', requiredError: 'Address is required' },
];

/** What the schema turns the typed values into before they are sent. */
const SENT_TEXT = {
  name: 'Kavita Thakre',
  email: 'kavita@example.org',
  contact: '9876501234',
  aadharNumber: '234567890124',
  bankName: 'Bank of Maharashtra',
  accountNumber: '60123456789',
  ifscCode: 'MAHB0000123',
  address: 'Ward 3, Tirora, Gondia',
};

const DOCUMENT_LABEL = /^Identity document/;

function aadhaarScan(type = 'image/jpeg', name = 'aadhaar.jpg') {
  return new File(['scan'], name, { type });
}

function setUp(options: TestHostOptions = {}) {
  // applyAccept: false lets the test pick files the picker would hide, as a user can via "All files".
  const user = userEvent.setup({ applyAccept: false });
  const rendered = renderWithHost(<TailorMachineForm />, options);
  const form = screen.getByRole('form', { name: /donate tailor machine/i });
  const control = (label: RegExp) => within(form).getByLabelText(label);
  const submit = () => user.click(within(form).getByRole('button', { name: /submit/i }));
  const fillText = async () => {
    for (const input of TEXT_INPUTS) await user.type(control(input.label), input.value);
  };
  return { user, form, control, submit, fillText, ...rendered };
}

type PostConfig = { onUploadProgress?: (event: { loaded: number; total?: number; progress?: number }) => void };

function sentBody(post: jest.Mock): FormData {
  expect(post).toHaveBeenCalledTimes(1);
  const [path, body] = post.mock.calls[0] as [string, FormData];
  expect(path).toBe('/users/submit');
  expect(body).toBeInstanceOf(FormData);
  return body;
}

describe('TailorMachineForm', () => {
  it('starts empty, marks every field required and accepts only images and PDF', () => {
    const { control } = setUp();
    for (const input of TEXT_INPUTS) {
      expect(control(input.label)).toHaveValue('');
      expect(control(input.label)).toBeRequired();
    }
    expect(control(/^Email/)).toHaveAttribute('type', 'email');
    expect(control(DOCUMENT_LABEL)).toHaveAttribute('type', 'file');
    expect(control(DOCUMENT_LABEL)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    expect(control(DOCUMENT_LABEL)).toBeRequired();
  });

  it('opens again with what was typed when it was left unsent, for a page loaded whole too, but for the Aadhaar and bank numbers, which stay out of the tab storage', async () => {
    const left = setUp();
    left.api.post.mockRejectedValueOnce(networkError());
    // Typed at once rather than key by key: what is kept matters here, not how it was typed.
    for (const input of TEXT_INPUTS) fireEvent.change(left.control(input.label), { target: { value: input.value } });
    await left.user.upload(left.control(DOCUMENT_LABEL), aadhaarScan());
    await left.submit();
    await waitFor(() => expect(left.api.post).toHaveBeenCalledTimes(1));
    leavePageWhole(left);

    // The draft and the sending's key: no fingerprint of the entry, which would be open to guessing the Aadhaar number.
    const stored = Object.keys(window.sessionStorage).sort();
    expect(stored).toEqual([expect.stringMatching(/^form-draft:tailor-machine /), 'form-sending:tailor-machine']);
    expect(JSON.parse(window.sessionStorage.getItem('form-sending:tailor-machine')!).value).toEqual({ digest: '', key: requestKeyOfPost(left.api.post, 0) });
    const storedText = window.sessionStorage.getItem(stored[0])!;
    for (const secret of ['2345 6789 0124', '60123456789', 'mahb0000123']) expect(storedText).not.toContain(secret);

    const { control } = setUp();
    const neverKept = ['aadharNumber', 'accountNumber', 'ifscCode'];
    for (const input of TEXT_INPUTS) expect(control(input.label)).toHaveValue(neverKept.includes(input.name) ? '' : input.value);
    expect((control(DOCUMENT_LABEL) as HTMLInputElement).files).toHaveLength(0);
  });

  it('opens empty once the request it was left with is stored', async () => {
    const pending = deferred<{ status: number; data: { message: string } }>();
    const left = setUp();
    left.api.post.mockReturnValueOnce(pending.promise);
    for (const input of TEXT_INPUTS) fireEvent.change(left.control(input.label), { target: { value: input.value } });
    await left.user.upload(left.control(DOCUMENT_LABEL), aadhaarScan());
    await left.submit();
    left.unmount();
    await act(async () => pending.resolve({ status: 201, data: { message: 'Application submitted successfully' } }));

    const { control } = setUp();
    for (const input of TEXT_INPUTS) expect(control(input.label)).toHaveValue('');
  });

  it('explains the Aadhaar and IFSC formats and how the numbers are protected', () => {
    const { form, control } = setUp();
    expect(control(/^Aadhaar number/)).toHaveAccessibleDescription(/12 digits/);
    expect(control(/^IFSC code/)).toHaveAccessibleDescription(/11 characters.*SBIN0001234/);
    expect(form).toHaveTextContent(/Aadhaar and bank account numbers are stored encrypted/);
    expect(form).toHaveTextContent(/masked/);
  });

  it('shows every field its own error on an empty submit and sends nothing', async () => {
    const { submit, control, api } = setUp();
    await submit();
    for (const input of TEXT_INPUTS) expect(fieldErrorOf(control(input.label))).toBe(input.requiredError);
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe('Identity document is required');
    expect(api.post).not.toHaveBeenCalled();
    expect(control(TEXT_INPUTS[0].label)).toHaveFocus();
  });

  it('rejects an Aadhaar number with a wrong check digit, like the API', async () => {
    const { user, submit, control, fillText, api } = setUp();
    await fillText();
    await user.clear(control(/^Aadhaar number/));
    await user.type(control(/^Aadhaar number/), '234567890125');
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    expect(fieldErrorOf(control(/^Aadhaar number/))).toBe('Aadhaar number is not valid (check digit mismatch)');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses a file that is neither an image nor a PDF without calling the API', async () => {
    const { user, submit, control, fillText, api } = setUp();
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan('text/plain', 'aadhaar.txt'));
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe('Identity document must be a JPEG, PNG, WEBP or PDF file');
    await submit();
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe('Identity document must be a JPEG, PNG, WEBP or PDF file');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB without calling the API', async () => {
    const { user, submit, control, fillText, api } = setUp();
    await fillText();
    const large = aadhaarScan('application/pdf', 'aadhaar.pdf');
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(control(DOCUMENT_LABEL), large);
    await submit();
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe(
      'Identity document is larger than 5 MB; choose a smaller file or a lower-resolution photo',
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the eight text fields and the file as multipart, shows progress, then a green banner and clears the form', async () => {
    const { user, form, submit, control, fillText, api } = setUp();
    const pending = deferred<{ status: number; data: { message: string } }>();
    api.post.mockReturnValue(pending.promise);
    await fillText();
    const scan = aadhaarScan('application/pdf', 'aadhaar.pdf');
    await user.upload(control(DOCUMENT_LABEL), scan);
    await submit();

    const body = sentBody(api.post);
    const textEntries = [...body.entries()].filter(([name]) => name !== 'aadharUpload');
    expect(Object.fromEntries(textEntries)).toEqual(SENT_TEXT);
    const file = body.get('aadharUpload') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('aadhaar.pdf');
    expect(file.type).toBe('application/pdf');

    const button = within(form).getByRole('button', { name: /submit/i });
    expect(button).toBeDisabled();
    expect(within(button).getByTestId('spinner')).toBeInTheDocument();

    const config = api.post.mock.calls[0][2] as PostConfig;
    act(() => config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4 }));
    const progress = within(form).getByRole('progressbar', { name: /uploading… 40%/i });
    expect(progress).toHaveAttribute('value', '40');
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    act(() => config.onUploadProgress?.({ loaded: 100, total: 100 }));
    expect(within(form).getByRole('progressbar', { name: 'Uploaded. Waiting for confirmation…' })).toHaveAttribute('value', '100');
    // Told to screen readers once, not at every percent.
    expect(within(form).getByRole('status')).toHaveTextContent('Uploaded. Waiting for confirmation…');

    await act(async () => pending.resolve({ status: 201, data: { message: 'Application submitted successfully' } }));
    const banner = await within(form).findByRole('status');
    expect(banner).toHaveTextContent('Application submitted successfully');
    expect(banner).toHaveAttribute('data-tone', 'success');
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    for (const input of TEXT_INPUTS) expect(control(input.label)).toHaveValue('');
    expect((control(DOCUMENT_LABEL) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['a field was changed', 'address'],
    ['another document was chosen', 'document'],
  ])('keeps the fields and the document when %s while the request was sending', async (_, changed) => {
    const { user, form, submit, control, fillText, api } = setUp();
    const pending = deferred<{ status: number; data: { message: string } }>();
    api.post.mockReturnValue(pending.promise);
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    if (changed === 'address') await user.type(control(/^Address/), ', near the school');
    else await user.upload(control(DOCUMENT_LABEL), aadhaarScan('image/jpeg', 'aadhaar-back.jpg'));
    await act(async () => pending.resolve({ status: 201, data: { message: 'Application submitted successfully' } }));

    expect(within(form).getByRole('status')).toHaveTextContent('Application submitted successfully');
    expect(control(/^Name/)).toHaveValue('Kavita Thakre');
    expect(control(/^Address/)).toHaveValue(changed === 'address' ? 'Ward 3, Tirora, Gondia, near the school' : 'Ward 3, Tirora, Gondia');
    expect((control(DOCUMENT_LABEL) as HTMLInputElement).files?.[0]?.name).toBe(changed === 'address' ? 'aadhaar.jpg' : 'aadhaar-back.jpg');
  });

  it("sends the file chosen in the server's HTML before the page was live", async () => {
    const scan = aadhaarScan();
    const { submit, fillText, api, hydrationErrors, control } = setUp({
      hydrate: true,
      beforeHydrating: (html) => fireEvent.change(within(html).getByLabelText(DOCUMENT_LABEL), { target: { files: [scan] } }),
    });
    api.post.mockResolvedValue({ status: 201, data: { message: 'Application submitted successfully' } });
    await fillText();
    await submit();
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBeNull();
    expect(sentBody(api.post).get('aadharUpload')).toBe(scan);
    expect(hydrationErrors).toEqual([]);
  });

  it('lets the user send again after a success without re-using the old file', async () => {
    const { user, form, submit, control, fillText, api } = setUp();
    api.post.mockResolvedValue({ status: 201, data: { message: 'Application submitted successfully' } });
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    await within(form).findByRole('status');

    await fillText();
    await submit();
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe('Identity document is required');
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('sends a retry with the same key, changed or not (the server tells a changed request apart), and the next request after the thanks with a new one', async () => {
    const { user, form, submit, control, fillText, api } = setUp();
    api.post.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError()).mockResolvedValue({ status: 201, data: { message: 'Stored' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    await within(form).findByText(CONNECTION_MESSAGES.noConnection);
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan('image/jpeg', 'aadhaar-back.jpg'));
    await submit();
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(requestKeyOfPost(api.post, 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(requestKeyOfPost(api.post, 1)).toBe(requestKeyOfPost(api.post, 0));

    await submit();
    await within(form).findByText('Stored');
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(4));
    expect(requestKeyOfPost(api.post, 3)).not.toBe(requestKeyOfPost(api.post, 0));
    logged.mockRestore();
  });

  it('sends the request again with the same key after a reload while its answer was on the way, so it is stored once', async () => {
    const left = setUp();
    left.api.post.mockRejectedValueOnce(networkError());
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    for (const input of TEXT_INPUTS) fireEvent.change(left.control(input.label), { target: { value: input.value } });
    await left.user.upload(left.control(DOCUMENT_LABEL), aadhaarScan());
    await left.submit();
    await waitFor(() => expect(left.api.post).toHaveBeenCalledTimes(1));
    leavePageWhole(left);

    const again = setUp();
    again.api.post.mockResolvedValue({ status: 201, data: { message: 'Stored' } });
    // The numbers never kept are typed again, the document chosen again.
    for (const input of TEXT_INPUTS.filter(({ name }) => ['aadharNumber', 'accountNumber', 'ifscCode'].includes(name))) {
      fireEvent.change(again.control(input.label), { target: { value: input.value } });
    }
    await again.user.upload(again.control(DOCUMENT_LABEL), aadhaarScan());
    await again.submit();
    await waitFor(() => expect(again.api.post).toHaveBeenCalledTimes(1));
    expect(requestKeyOfPost(again.api.post, 0)).toBe(requestKeyOfPost(left.api.post, 0));
  });

  it('shows the server message in a red banner on a non-ok answer and keeps what was typed', async () => {
    const { user, form, submit, control, fillText, api } = setUp();
    api.post.mockRejectedValue(httpError(400, { message: 'A request with this Aadhaar number already exists' }));
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();

    const banner = await within(form).findByText('A request with this Aadhaar number already exists');
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveAttribute('data-tone', 'error');
    for (const input of TEXT_INPUTS) expect(control(input.label)).toHaveValue(input.value);
    expect((control(DOCUMENT_LABEL) as HTMLInputElement).files?.[0]?.name).toBe('aadhaar.jpg');
  });

  it.each([
    [415, REFUSAL_MESSAGES.identityDocumentType],
    [413, REFUSAL_MESSAGES.fileTooLarge],
  ])('puts a document the server refuses (%i) at the document field too, and the focus there', async (status, message) => {
    const { user, form, submit, control, fillText, api } = setUp();
    api.post.mockRejectedValue(httpError(status, { message }));
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();

    await waitFor(() => expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe(message));
    expect(control(DOCUMENT_LABEL)).toHaveFocus();
    // The banner says it as well, as it does every answer of the server.
    expect(within(form).getAllByText(message).some((element) => element.getAttribute('data-tone') === 'error')).toBe(true);
  });

  it('leaves the focus where the visitor moved it while sending, and does not mark a document chosen since', async () => {
    const { user, form, submit, control, fillText, api } = setUp();
    const refused = () => httpError(415, { message: REFUSAL_MESSAGES.identityDocumentType });
    const first = deferred<never>();
    api.post.mockReturnValueOnce(first.promise);
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    await user.type(control(/^Address/), ', near the school');
    await act(async () => first.reject(refused()));
    await within(form).findByText(REFUSAL_MESSAGES.identityDocumentType, { selector: '[data-tone="error"]' });
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBe(REFUSAL_MESSAGES.identityDocumentType);
    expect(control(/^Address/)).toHaveFocus();

    const second = deferred<never>();
    api.post.mockReturnValueOnce(second.promise);
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan('image/png', 'aadhaar.png'));
    await submit();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan('image/jpeg', 'aadhaar-back.jpg'));
    await act(async () => second.reject(refused()));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(fieldErrorOf(control(DOCUMENT_LABEL))).toBeNull();
  });

  it('says the connection failed and logs the cause when no answer came', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, form, submit, control, fillText, api } = setUp();
    const failure = networkError();
    api.post.mockRejectedValue(failure);
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();

    expect(await within(form).findByText(CONNECTION_MESSAGES.noConnection)).toHaveAttribute('data-tone', 'error');
    expect(logged).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ failure: 'network', cause: failure }));
    for (const input of TEXT_INPUTS) expect(control(input.label)).toHaveValue(input.value);
    logged.mockRestore();
  });

  it('treats an answer it cannot read as a failure: generic message, logged, nothing cleared', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, form, submit, control, fillText, api } = setUp();
    api.post.mockResolvedValue({ status: 200, data: '<html>proxy page</html>' });
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();

    expect(await within(form).findByText(GENERIC)).toHaveAttribute('data-tone', 'error');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(control(/^Name/)).toHaveValue('Kavita Thakre');
    logged.mockRestore();
  });
});

describe('TailorMachineForm progress without a known total', () => {
  it('shows 0% until the browser reports a size', async () => {
    const { user, form, submit, control, fillText, api } = setUp();
    const pending = deferred<{ data: { message: string } }>();
    api.post.mockReturnValue(pending.promise);
    await fillText();
    await user.upload(control(DOCUMENT_LABEL), aadhaarScan());
    await submit();
    act(() => (api.post.mock.calls[0][2] as PostConfig).onUploadProgress?.({ loaded: 512 }));
    expect(within(form).getByRole('progressbar', { name: /uploading… 0%/i })).toHaveAttribute('value', '0');
    await act(async () => pending.resolve({ data: { message: 'Application submitted successfully' } }));
    await waitFor(() => expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
