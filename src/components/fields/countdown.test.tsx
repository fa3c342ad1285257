import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, LAST_MINUTE_MESSAGE } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks in a timer that is not announced, and says once when the last minute starts', () => {
    render(<Countdown seconds={300} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('05:00');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.closest('[role="status"], [role="alert"], [aria-live="polite"]')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    act(() => {
      vi.advanceTimersByTime(239_000);
    });
    expect(timer).toHaveTextContent('01:01');
    expect(status).toHaveTextContent('');

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(timer).toHaveTextContent('00:59');
    expect(status).toHaveTextContent(LAST_MINUTE_MESSAGE);
  });
});
