import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { theme } from '../theme/theme';
import { useStableId } from '../stable-id';
import { useEnteredBeforeLive } from './entered-before-live';
import { useTranslateMessage } from '../i18n/message-translations';
import { announce } from '../announce';
import { useHydrated } from '../useHydrated';
import { FIELD_ERROR_MARK } from './field-error';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  font: inherit;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.error : theme.colors.border)};
  background: #fff;
  color: ${theme.colors.text};
`;

const Input = styled.input<{ $invalid: boolean }>`${control}`;
const TextArea = styled.textarea<{ $invalid: boolean }>`${control} min-height: 7rem; resize: vertical;`;
const Select = styled.select<{ $invalid: boolean }>`${control}`;

/**
 * What a file picker shows once the page is live: a button and the chosen file's name in the
 * page's language (the browser's own "Choose File / No file chosen" is in the browser's, often
 * English on a Marathi page). The real input lies over both, invisible: a tap anywhere on them
 * opens the chooser, and screen readers meet the browser's own control. Until the page is live
 * the browser's own shows, since only it can say which file was picked before then.
 */
const FilePicker = styled.div<{ $live: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  min-height: 44px;
  input {
    font: inherit;
  }
  ${(p) =>
    p.$live &&
    css`
      input {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        opacity: 0;
        cursor: pointer;
      }
    `}
`;

const ChooseButton = styled.span<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.1rem;
  border: 2px solid ${(p) => (p.$invalid ? theme.colors.error : theme.colors.primary)};
  border-radius: ${theme.radius};
  color: ${theme.colors.primary};
  font-weight: 600;
  input:focus-visible + & { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  ${FilePicker}:hover & { background: ${theme.colors.surface}; }
`;

const ChosenFile = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.error};
  font-size: 0.9rem;
`;

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; labelId: string; describedBy?: string }) => ReactNode;
}

/**
 * Label, hint, control and the field's own error, tied together for screen readers. The error is
 * not an alert: a refused form shows several at once, which would be read over each other; the
 * focus going to the first one reads it (useFocusFirstError). The hint
 * comes before the control: on a phone, the keyboard and the browser's suggestions cover what is
 * under a field while it is typed in, and a row of fields and buttons lines up on the controls.
 */
function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useStableId('field', label);
  const translate = useTranslateMessage();
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id} id={labelId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {hint && <small id={hintId}>{hint}</small>}
      {children({ id, labelId, describedBy })}
      {error && (
        <ErrorText id={errorId} {...FIELD_ERROR_MARK}>
          {translate(error)}
        </ErrorText>
      )}
    </Wrapper>
  );
}

type Common = { label: string; error?: string; hint?: ReactNode };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's value entered before the page was live goes to onChange once (useEnteredBeforeLive). */
function useValueFromBeforeHydration<Element extends Control>(value: unknown, onChange?: (event: ChangeEvent<Element>) => void) {
  const ref = useRef<Element>(null);
  useEnteredBeforeLive(
    () => (onChange && value !== undefined ? ref.current?.value : undefined),
    String(value),
    () => onChange?.({ target: ref.current!, currentTarget: ref.current! } as ChangeEvent<Element>),
  );
  return ref;
}

export function TextField({ label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const ref = useValueFromBeforeHydration(input.value, input.onChange);
  return (
    <FieldShell label={label} error={error} hint={hint} required={input.required}>
      {({ id, describedBy }) => (
        <Input {...input} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} $invalid={Boolean(error)} />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useValueFromBeforeHydration(area.value, area.onChange);
  return (
    <FieldShell label={label} error={error} hint={hint} required={area.required}>
      {({ id, describedBy }) => (
        <TextArea {...area} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} $invalid={Boolean(error)} />
      )}
    </FieldShell>
  );
}

/** A choice: the value sent, and the words shown for it (in the page's language). */
export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  const ref = useValueFromBeforeHydration(select.value, select.onChange);
  return (
    <FieldShell label={label} error={error} hint={hint} required={select.required}>
      {({ id, describedBy }) => (
        <Select {...select} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} $invalid={Boolean(error)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

interface FileFieldProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'value' | 'onChange'> {
  /** MIME types offered in the picker. */
  accept: readonly string[];
  /** The chosen file; setting it to null clears the input. */
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/**
 * A file picker with label, hint and its own error; pair it with validateFile for type and size
 * checks. A file refused as it is chosen is said to screen readers: nothing else moves or speaks.
 */
export function FileField({ label, error, hint, accept, file, onFileChange, ...input }: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const translate = useTranslateMessage();
  const justChosen = useRef(false);
  useEffect(() => {
    if (justChosen.current && error) announce(translate(error));
    justChosen.current = false;
  }, [file, error, translate]);
  useEnteredBeforeLive(() => inputRef.current?.files?.[0], file, onFileChange);
  // The file set back to null (a form sent) empties the picker too.
  const shownFile = useRef(file);
  useEffect(() => {
    if (shownFile.current && !file && inputRef.current) inputRef.current.value = '';
    shownFile.current = file;
  }, [file]);
  const live = useHydrated();
  return (
    <FieldShell label={label} error={error} hint={hint} required={input.required}>
      {({ id, labelId, describedBy }) => (
        // The input first, the same element before and after the page is live: a file picked
        // before then stays picked. Its name says the button's words too, for voice control. What
        // shows only once live is marked so (data-live-only), as the server's HTML cannot have it.
        <FilePicker $live={live}>
          <input
            {...input}
            ref={inputRef}
            type="file"
            accept={accept.join(',')}
            onChange={(event) => {
              justChosen.current = true;
              onFileChange(event.target.files?.[0] ?? null);
            }}
            id={id}
            aria-labelledby={live ? `${labelId} ${id}-choose` : undefined}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
          />
          {live && (
            <ChooseButton id={`${id}-choose`} aria-hidden="true" data-live-only $invalid={Boolean(error)}>
              <Trans>Choose file</Trans>
            </ChooseButton>
          )}
          {live && (
            <ChosenFile aria-hidden="true" data-live-only>
              {file ? file.name : <Trans>No file chosen</Trans>}
            </ChosenFile>
          )}
        </FilePicker>
      )}
    </FieldShell>
  );
}
