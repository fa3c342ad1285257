import { useEffect, useId, useState } from 'react';
import { devEndpoints } from '#contract/endpoints';
import type { OutboxMessage } from '#contract/dev';
import { call, toApiError } from '#src/lib/api';
import { Button } from '#src/components/ui/button';
import styles from './outbox-page.module.css';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; messages: OutboxMessage[] }
  | { status: 'failed'; message: string };

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-PH', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Manila',
  }).format(new Date(iso));

/**
 * /dev/outbox (docs/specification.md#one-time-codes): every SMS and email the development sender
 * "sent", newest first, so a person trying the portal can read the codes. Never in production.
 */
export function OutboxPage() {
  const filterId = useId();
  const [to, setTo] = useState('');
  const [query, setQuery] = useState({ to: '', round: 0 });
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const abandon = new AbortController();
    const recipient = query.to.trim();
    call(devEndpoints.getOutbox, {
      query: recipient ? { to: recipient } : {},
      signal: abandon.signal,
    }).then(
      (messages) => setLoad({ status: 'ready', messages }),
      (error: unknown) => {
        if (!abandon.signal.aborted)
          setLoad({ status: 'failed', message: toApiError(error).message });
      },
    );
    return () => abandon.abort();
  }, [query]);

  return (
    <div className="container">
      <section className={styles.page} aria-labelledby="outbox-title">
        <h1 id="outbox-title">Development outbox</h1>
        <p className={styles.lead}>
          SMS and email the portal sent on this development server, newest first. Nothing here
          leaves the machine.
        </p>
        <form
          className={styles.filter}
          onSubmit={(event) => {
            event.preventDefault();
            setLoad({ status: 'loading' });
            setQuery((previous) => ({ to, round: previous.round + 1 }));
          }}
        >
          <label htmlFor={filterId}>Recipient (+63… or email)</label>
          <input
            id={filterId}
            value={to}
            maxLength={100}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" size="sm">
            Refresh
          </Button>
        </form>
        {load.status === 'loading' && <p role="status">Loading messages…</p>}
        {load.status === 'failed' && <p role="alert">{load.message}</p>}
        {load.status === 'ready' && load.messages.length === 0 && <p>No messages yet.</p>}
        {load.status === 'ready' && load.messages.length > 0 && (
          <ol className={styles.list}>
            {load.messages.map((message, index) => (
              <li key={`${message.createdAt}-${String(index)}`} className={styles.message}>
                <p className={styles.meta}>
                  <span>{message.channel.toUpperCase()}</span> to <strong>{message.to}</strong>
                  {' · '}
                  <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                </p>
                <p className={styles.body}>{message.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
