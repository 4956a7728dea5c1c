import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  HONEYPOT_FIELD,
  REFUSAL_MESSAGES,
  TAILOR_MACHINE_FILE_FIELD,
  TAILOR_MACHINE_KIND,
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_MAX_BYTES,
  tailorMachineRequestSchema,
  type TailorMachineRequest,
} from 'shared-contracts';
import { ApiError, useHost } from 'shared-contracts/host';
import { honeypotValue, useFormDraft, useRequestKeys, useSchemaForm, useSubmitState, validateFile, type FileRules } from 'shared-ui';

/** What the identity document must be; the hook adds the label its messages name it by, in the page's language. */
export const IDENTITY_DOCUMENT_RULES: Omit<FileRules, 'label'> = {
  required: true,
  acceptedTypes: UPLOAD_ACCEPTED_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
};

/** Identity and bank numbers never leave the form: what else was typed is kept as a draft (useFormDraft). */
const NEVER_KEPT = ['aadharNumber', 'accountNumber', 'ifscCode'] as const;

/** The API's refusals of the document: shown at its field as well, where it is put right. */
const DOCUMENT_REFUSALS: readonly string[] = [REFUSAL_MESSAGES.identityDocumentMissing, REFUSAL_MESSAGES.identityDocumentType, REFUSAL_MESSAGES.fileTooLarge];

/**
 * The tailor-machine request (spec §4/§8): text fields checked by the API's schema, the identity
 * document checked for type and size before it is sent, multipart upload with progress, and the
 * server's message in a banner. Text fields and file clear once the request is stored, unless a
 * field or the file was changed while it was sending: that is kept. Left unsent, what was typed is
 * there when the form opens again, but for the identity and bank numbers and the file.
 */
export function useTailorMachineSubmission<Name extends keyof TailorMachineRequest>(initialValues: Record<Name, string>) {
  const { api } = useHost();
  const { t } = useLingui();
  const documentRules: FileRules = { ...IDENTITY_DOCUMENT_RULES, label: t`Identity document` };
  const form = useSchemaForm(tailorMachineRequestSchema, initialValues);
  const draft = useFormDraft(TAILOR_MACHINE_KIND, form, initialValues, { neverKept: NEVER_KEPT });
  const submission = useSubmitState();
  // Its key outlives a page loaded whole, as the draft does, with no fingerprint of the entry: one
  // with an Aadhaar number in it would be open to guessing that number.
  const requestKeys = useRequestKeys(TAILOR_MACHINE_KIND, { withDraft: true, fingerprinted: false });
  const [file, setFile] = useState<File | null>(null);
  // The file chosen now, for the check made when the answer arrives after the render that sent.
  const chosenFile = useRef<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState<number | null>(null);

  const chooseFile = (chosen: File | null) => {
    chosenFile.current = chosen;
    setFile(chosen);
    setFileError(chosen ? validateFile(chosen, documentRules) : undefined);
  };

  const send = async (body: FormData, requestKey: string) => {
    setUploaded(0);
    try {
      return await api.submitTailorMachine(body, setUploaded, requestKey);
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      // Without a server message the user only sees the generic text, so keep the cause for support.
      if (!serverMessage) console.error('Tailor-machine request failed', error);
      else if (DOCUMENT_REFUSALS.includes(serverMessage) && chosenFile.current === file) {
        setFileError(serverMessage);
        submission.showRefusedField();
      }
      throw error;
    } finally {
      setUploaded(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    const problem = validateFile(file, documentRules);
    setFileError(problem);
    if (!payload || !file || problem) {
      submission.refuse();
      return;
    }

    const typed = form.values;
    const body = new FormData();
    for (const [name, value] of Object.entries(payload)) body.append(name, value);
    body.append(TAILOR_MACHINE_FILE_FIELD, file);
    const trap = honeypotValue(event.currentTarget as HTMLFormElement);
    if (trap) body.append(HONEYPOT_FIELD, trap);

    const entry = JSON.stringify({ payload, file: [file.name, file.size, file.lastModified] });
    const requestKey = requestKeys.keyFor(entry);
    if (await submission.run(() => send(body, requestKey))) {
      requestKeys.stored();
      if (form.changedSince(typed) || chosenFile.current !== file) return;
      draft.forget();
      form.reset();
      chooseFile(null);
    }
  };

  return { form, submission, file, fileError, chooseFile, uploaded, onSubmit, formRef: submission.formRef };
}
