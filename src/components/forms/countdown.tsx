import { useEffect, useState } from 'react';
import styles from './forms.module.css';

/** '04:59' from a number of seconds. */
export function formatCountdown(seconds: number): string {
  const clamped = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(clamped / 60);
  return `${String(minutes).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/**
 * The visible countdown of a one-time code. The machine owns expiry (its timer); this only paints
 * the seconds left since it was mounted (the owner mounts a new one, by `key`, for every round).
 * It is a timer role that screen readers do not announce every second.
 */
export function Countdown({ seconds }: { seconds: number }) {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.timer}>
      Code expires in{' '}
      <span role="timer" aria-live="off">
        {formatCountdown(seconds - (now - started) / 1000)}
      </span>
    </p>
  );
}
