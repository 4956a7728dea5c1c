import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InEnglish } from 'standalone-host/testing';
import { OtpInput, type OtpInputProps } from '../src/components/OtpInput';

/** A parent that owns the value, as the screens do; the latest value is exposed for assertions. */
function ControlledOtp(props: Partial<OtpInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <OtpInput {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('shows 4 boxes by default and 6 when asked', () => {
    const { unmount } = render(<ControlledOtp />, { wrapper: InEnglish });
    expect(boxes()).toHaveLength(4);
    unmount();
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    expect(boxes()).toHaveLength(6);
  });

  it('labels each box and lets phones offer the code from the mail', () => {
    render(<ControlledOtp length={6} legend="Verification code" />, { wrapper: InEnglish });
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    boxes().forEach((box, index) => {
      expect(box).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    });
  });

  it('moves focus forward as digits are typed', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(value()).toBe('123456');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('takes a whole code typed again over the one in the boxes, also where a digit is the same', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.keyboard('138217');
    await user.click(boxes()[0]);
    await user.keyboard('138216');
    expect(value()).toBe('138216');
    expect(boxes()[5]).toHaveFocus();
  });

  it('replaces a filled box when typed into again', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp value="1234" />, { wrapper: InEnglish });
    await user.click(boxes()[1]);
    await user.keyboard('9');
    expect(value()).toBe('1934');
    expect(boxes()[2]).toHaveFocus();
  });

  it('refuses letters in numeric mode and accepts them otherwise', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ControlledOtp />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.keyboard('a');
    expect(value()).toBe('');
    expect(boxes()[0]).toHaveValue('');
    expect(boxes()[0]).toHaveFocus();
    unmount();

    render(<ControlledOtp numeric={false} />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.keyboard('aB');
    expect(value()).toBe('aB');
    expect(boxes()[0]).toHaveAccessibleName('Character 1 of 4');
  });

  it('moves back with Backspace, clearing the previous box', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(value()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(value()).toBe('1');
  });

  it('clears a filled box with Backspace before moving back', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp value="1234" />, { wrapper: InEnglish });
    await user.click(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(value()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills a part of a code pasted from the focused box, cut to the boxes left (default 4)', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />, { wrapper: InEnglish });
    await user.click(boxes()[1]);
    await user.paste('987');
    expect(value()).toBe(' 987');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '9', '8', '7']);
    expect(boxes()[3]).toHaveFocus();
  });

  it.each([
    ['the first box, dropping non-digits', 0, '123-456 789', '123456'],
    ['a later box, from the first box on, none of it cut off', 3, 'Your code is 654321', '654321'],
  ])('fills a whole six-digit code pasted into %s', async (_, box, pasted, code) => {
    const user = userEvent.setup();
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    await user.click(boxes()[box]);
    await user.paste(pasted);
    expect(value()).toBe(code);
  });

  it('takes the Devanagari digits a Hindi or Marathi keyboard types, as Latin digits', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.keyboard('४');
    expect(boxes()[1]).toHaveFocus();
    await user.paste('८२०१५');
    expect(value()).toBe('482015');
  });

  it('ignores a paste without digits in numeric mode', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    await user.click(boxes()[0]);
    await user.paste('abc');
    expect(value()).toBe('');
  });

  it('spreads a full code that the phone fills into one box', async () => {
    render(<ControlledOtp length={6} />, { wrapper: InEnglish });
    // An autofilled code arrives as one change of the focused box.
    fireEvent.change(boxes()[0], { target: { value: '654321' } });
    expect(value()).toBe('654321');
    expect(boxes()[5]).toHaveFocus();
  });

  it('moves with the arrow keys and focuses the first box when asked', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp autoFocus />, { wrapper: InEnglish });
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
  });

  it('shows its error and marks every box invalid', () => {
    render(<ControlledOtp error="Enter the 6-digit code" />, { wrapper: InEnglish });
    // Not an alert: read with the box the focus goes to, as every field's error is.
    expect(screen.queryByRole('alert')).toBeNull();
    boxes().forEach((box) => {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Enter the 6-digit code');
    });
  });
});
