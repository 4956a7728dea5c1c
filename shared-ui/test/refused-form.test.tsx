import { useState, type FormEvent } from 'react';
import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { activateLanguage, LanguageProvider } from '../src/i18n';
import { FileField, TextField } from '../src/form/Field';
import { useSchemaForm } from '../src/form/useSchemaForm';
import { useSubmitState } from '../src/form/useSubmitState';
import { validateFile } from '../src/form/validateFile';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name')),
  village: z.string().check(z.minLength(1, 'Please enter your village.')),
  mobile: z.string().check(z.minLength(1, 'Please enter your mobile number')),
});

function ApplicationForm({ onSent }: { onSent: () => void }) {
  const form = useSchemaForm(schema, { name: '', village: '', mobile: '' });
  const { refuse, formRef } = useSubmitState();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onSent();
    else refuse();
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Village" {...form.field('village')} />
      <TextField label="Mobile" {...form.field('mobile')} />
      <button type="submit">Send</button>
    </form>
  );
}

const rules = { label: 'Aadhaar copy', acceptedTypes: ['application/pdf'], maxBytes: 1024 };

function UploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const error = file ? validateFile(file, rules) : undefined;
  return <FileField label="Aadhaar copy" accept={rules.acceptedTypes} file={file} onFileChange={setFile} error={error} />;
}

const announced = () => document.getElementById('site-announcements')?.textContent ?? '';

function renderInEnglish(ui: React.ReactElement) {
  i18n.load('en', {});
  activateLanguage(i18n, 'en');
  return render(<LanguageProvider i18n={i18n}>{ui}</LanguageProvider>);
}

afterEach(() => document.getElementById('site-announcements')?.remove());

describe('a refused form, as a screen reader hears it', () => {
  it('has no alerts that would be read over each other: the focus reads the first error, then how many there are is said', async () => {
    const user = userEvent.setup();
    renderInEnglish(<ApplicationForm onSent={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your name');
    await waitFor(() => expect(announced()).toBe('3 fields need correcting.'));
  });

  it('says the error of the field the focus is already in, since nothing moves (Enter pressed in it)', async () => {
    const user = userEvent.setup();
    renderInEnglish(<ApplicationForm onSent={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await waitFor(() => expect(announced()).toBe('Please enter your name. 3 fields need correcting.'));
  });

  it("keeps one full stop between the field's own error and the count", async () => {
    const user = userEvent.setup();
    renderInEnglish(<ApplicationForm onSent={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sunita');
    await user.type(screen.getByRole('textbox', { name: 'Village' }), '{Enter}');

    await waitFor(() => expect(announced()).toBe('Please enter your village. 2 fields need correcting.'));
  });

  it('says nothing more when the focus moves to the only error, which it reads', async () => {
    const user = userEvent.setup();
    renderInEnglish(<ApplicationForm onSent={jest.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sunita');
    await user.type(screen.getByRole('textbox', { name: 'Village' }), 'Tirora');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announced()).toBe('');
  });
});

describe('a file refused as it is chosen', () => {
  it('is said to a screen reader, as the focus stays where it was', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInEnglish(<UploadForm />);
    await user.upload(screen.getByLabelText('Aadhaar copy'), new File(['picture'], 'aadhaar.png', { type: 'image/png' }));

    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    await waitFor(() => expect(announced()).toBe('Aadhaar copy must be a PDF file'));
  });
});
