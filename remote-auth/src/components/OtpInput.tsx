import { useLingui } from '@lingui/react/macro';
import { useTranslateMessage } from 'shared-ui/i18n';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_CODE_ENTRY_LENGTH, toLatinDigits } from 'shared-contracts';
import { FIELD_ERROR_MARK, theme, useEnteredBeforeLive, useStableId } from 'shared-ui';

export interface OtpInputProps {
  /** Number of boxes (spec §9: 4 by default, 6 for the e-mailed codes). */
  length?: number;
  /** The code so far; an empty box inside it is a space. */
  value: string;
  onChange(value: string): void;
  /** Digits only (default). */
  numeric?: boolean;
  /** Accessible name of each box: "<label> 3 of 6". */
  label?: string;
  /** Visible caption of the group of boxes. */
  legend?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  error?: string;
  describedBy?: string;
}

const EMPTY = ' ';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  min-inline-size: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: 0.3rem; }
`;

const Boxes = styled.div`
  display: flex;
  gap: 0.5rem;
`;

// Six boxes and their gaps would be wider than a 320 px phone's card: they narrow instead.
const Box = styled.input<{ $invalid: boolean }>`
  flex: 0 1 2.75rem;
  min-width: 0;
  height: 3rem;
  text-align: center;
  font: inherit;
  font-size: 1.4rem;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.error : theme.colors.border)};
  color: ${theme.colors.text};
  background: #fff;
`;

const ErrorText = styled.p`
  margin: 0.3rem 0 0;
  color: ${theme.colors.error};
  font-size: 0.9rem;
`;

function slotsOf(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => value[index] ?? EMPTY);
}

function joinSlots(slots: string[]): string {
  return slots.join('').trimEnd();
}

/**
 * Spec §5: a one-time code in single-character boxes. Typing moves forward, Backspace moves
 * back, a paste (or the phone's code suggestion) fills from the focused box and is cut to the
 * boxes left, unless it holds a whole code, which fills them all.
 */
export function OtpInput({
  length = DEFAULT_CODE_ENTRY_LENGTH,
  value,
  onChange,
  numeric = true,
  label,
  legend,
  autoFocus = false,
  disabled = false,
  error,
  describedBy,
}: OtpInputProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useStableId('code', 'error');
  const slots = slotsOf(value, length);
  const accepts = (char: string) => (numeric ? /^\d$/.test(char) : /^\S$/.test(char));
  /** The characters of what was typed or pasted that the boxes take (a Hindi keyboard's ५ as 5). */
  const acceptedChars = (text: string) => Array.from(numeric ? toLatinDigits(text) : text).filter(accepts);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  // Characters typed before the page was live, or a code the phone suggested into one box: in
  // order, without the gaps between.
  useEnteredBeforeLive(
    () => acceptedChars(boxes.current.map((box) => box?.value ?? '').join('')).slice(0, length).join('') || undefined,
    value,
    onChange,
  );

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes characters from `start` on, as many as there are boxes left, and moves focus after them. */
  const fill = (start: number, text: string) => {
    const chars = acceptedChars(text).slice(0, length - start);
    if (chars.length === 0) return;
    const next = [...slots];
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(joinSlots(next));
    focusBox(start + chars.length);
  };

  const clear = (index: number) => {
    const next = [...slots];
    next[index] = EMPTY;
    onChange(joinSlots(next));
  };

  const handleInput = (index: number, typed: string) => {
    if (typed === '') {
      clear(index);
      return;
    }
    const previous = slots[index];
    // A box that already held a character receives it again next to the new one; keep the new one.
    const fresh = typed.length === 2 && typed.includes(previous) ? typed.replace(previous, '') : typed;
    fill(index, fresh);
  };

  // A box's own character typed over it (its content is selected when it gets the focus) leaves
  // its value as it was, so React sends no change: move on all the same, or the rest of a code
  // typed again would land one box short.
  const handleRetyped = (index: number, typed: string) => {
    if (typed !== '' && typed === slots[index]) fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (slots[index] !== EMPTY) {
        clear(index);
      } else if (index > 0) {
        clear(index - 1);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  // A whole code pasted anywhere is the code: it fills from the first box, none of it cut off.
  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    fill(acceptedChars(pasted).length >= length ? 0 : index, pasted);
  };

  const described = [describedBy, error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const boxLabel = (position: number) => {
    const name = label ?? (numeric ? t`Digit` : t`Character`);
    return t`${name} ${position} of ${length}`;
  };

  return (
    <Group disabled={disabled}>
      <legend>{legend ?? t`Code`}</legend>
      <Boxes>
        {slots.map((slot, index) => (
          <Box
            // The boxes never reorder, so their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode={numeric ? 'numeric' : 'text'}
            pattern={numeric ? '[0-9]*' : undefined}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            aria-label={boxLabel(index + 1)}
            aria-invalid={Boolean(error)}
            aria-describedby={described}
            $invalid={Boolean(error)}
            value={slot === EMPTY ? '' : slot}
            onChange={(event) => handleInput(index, event.target.value)}
            onInput={(event) => handleRetyped(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Boxes>
      {error && (
        <ErrorText id={errorId} {...FIELD_ERROR_MARK}>
          {translate(error)}
        </ErrorText>
      )}
    </Group>
  );
}

/** Puts the focus in the first box of the code inside `container`, to type a refused code again. */
export function focusFirstCodeBox(container: HTMLElement | null): void {
  container?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
}
