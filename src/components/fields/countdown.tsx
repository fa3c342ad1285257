import { useEffect, useState } from 'react';
import styles from './fields.module.css';

export function formatCountdown(seconds: number): string {
  const clamped = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(clamped / 60);
  return `${String(minutes).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/** The one moment worth announcing before expiry (the owner announces expiry itself). */
export const LAST_MINUTE_MESSAGE = 'Less than 1 minute left to enter the code.';

/**
 * The machine owns expiry; this only paints the seconds. WCAG 2.2.1 asks that the member learn of
 * the limit, not hear every second: the timer is silent and a status speaks once.
 */
export function Countdown({ seconds }: { seconds: number }) {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = seconds - (now - started) / 1000;
  return (
    <>
      <p className={styles.timer}>
        Code expires in{' '}
        <span role="timer" aria-live="off">
          {formatCountdown(left)}
        </span>
      </p>
      <p className="visually-hidden" role="status">
        {left <= 60 ? LAST_MINUTE_MESSAGE : ''}
      </p>
    </>
  );
}
