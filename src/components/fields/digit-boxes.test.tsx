import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DigitBoxes, type DigitBoxesProps } from './digit-boxes';

function Harness(props: Omit<DigitBoxesProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <form>
      <DigitBoxes {...rest} value={value} onChange={setValue} />
      <p id="code-error">Enter the code we sent you</p>
      <button type="submit">Continue</button>
    </form>
  );
}

const boxes = (name: string) =>
  [1, 2, 3, 4, 5, 6].map((position) =>
    within(screen.getByRole('group', { name })).getByLabelText<HTMLInputElement>(
      `Digit ${String(position)} of 6`,
    ),
  );
const values = (inputs: HTMLInputElement[]) => inputs.map((input) => input.value).join('');

describe('DigitBoxes', () => {
  it('names every box in its group and asks for the digit keypad and SMS autofill', () => {
    render(<Harness label="Verification code" oneTimeCode />);
    for (const box of boxes('Verification code')) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    }
  });

  it('offers a passcode box to password managers through the first box only', () => {
    render(<Harness label="Passcode" masked passcodeAutoComplete="current-password" />);
    const [first, ...rest] = boxes('Passcode');
    expect(first).toHaveAttribute('autocomplete', 'current-password');
    expect(first).toHaveAttribute('type', 'password');
    for (const box of rest) expect(box).toHaveAttribute('autocomplete', 'off');
  });

  it('fills every box from a whole code pasted into the first', () => {
    render(<Harness label="Verification code" oneTimeCode />);
    const inputs = boxes('Verification code');
    fireEvent.paste(inputs[0] as HTMLInputElement, {
      clipboardData: { getData: () => '482 916' },
    });
    expect(values(inputs)).toBe('482916');
  });

  it('fills every box when autofill puts the whole code into one box at once', () => {
    render(<Harness label="Verification code" oneTimeCode />);
    const inputs = boxes('Verification code');
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: '739184' } });
    expect(values(inputs)).toBe('739184');
    fireEvent.change(inputs[2] as HTMLInputElement, { target: { value: '120456' } });
    expect(values(inputs)).toBe('120456');
  });

  it('lets Tab leave after the first empty box instead of sending focus back to it', async () => {
    const user = userEvent.setup();
    render(<Harness label="Verification code" oneTimeCode initial="48" />);
    const inputs = boxes('Verification code');
    expect(inputs.map((input) => input.tabIndex)).toEqual([0, 0, 0, -1, -1, -1]);
    (inputs[2] as HTMLInputElement).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(inputs[2]).toHaveFocus();
  });

  it('ties its message to every box and marks them invalid', () => {
    render(<Harness label="Verification code" oneTimeCode invalid describedBy="code-error" />);
    for (const box of boxes('Verification code')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Enter the code we sent you');
    }
  });
});
