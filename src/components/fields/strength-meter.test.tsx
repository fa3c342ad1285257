import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthMeter } from './strength-meter';

/** The indicator applies the server's own rules (SEC-02), so it says why before the submit. */
describe('StrengthMeter', () => {
  it.each([
    ['121212', 'Avoid patterns (like 121212, 112233 or 123123).'],
    ['112233', 'Avoid patterns (like 121212, 112233 or 123123).'],
    ['123123', 'Avoid patterns (like 121212, 112233 or 123123).'],
    ['159753', 'Avoid commonly used passcodes (like 159753 or 147258).'],
  ])('shows %s as Weak with the reason', (passcode, reason) => {
    render(<StrengthMeter passcode={passcode} />);
    expect(screen.getByText(`Strength: Weak. ${reason}`)).toBeInTheDocument();
  });

  it('shows the birth date as MMDDYY and YYMMDD as Weak when it knows the birthday', () => {
    const { rerender } = render(
      <StrengthMeter passcode="070891" context={{ birthday: '1991-07-08' }} />,
    );
    expect(screen.getByText('Strength: Weak. Avoid your birthday.')).toBeInTheDocument();
    rerender(<StrengthMeter passcode="910708" context={{ birthday: '1991-07-08' }} />);
    expect(screen.getByText('Strength: Weak. Avoid your birthday.')).toBeInTheDocument();
  });

  it('shows the demo passcode as Strong, with no reason', () => {
    render(<StrengthMeter passcode="482916" />);
    expect(screen.getByText('Strength: Strong')).toBeInTheDocument();
  });
});
