import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MemberSessionEntry } from '#contract/devices';
import type { devicesMachine } from '#machines/devices/devices.machine';
import { Button } from '#src/components/ui/button';
import { formatPurchaseTime } from '#src/lib/format';
import { inspect } from '#src/lib/inspection';
import { devicesFlow } from './devices.actors';
import styles from './account.module.css';

type DevicesActor = ActorRefFrom<typeof devicesMachine>;

const deviceName = (entry: MemberSessionEntry) => `${entry.browser} on ${entry.system}`;

/** Settings: where the member is signed in. */
export function DevicesPanel() {
  const actor = useActorRef(devicesFlow, { inspect });
  return <DevicesView actor={actor} />;
}

export function DevicesView({ actor }: { actor: DevicesActor }) {
  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    loading: snapshot.hasTag('loading'),
    busy: snapshot.hasTag('busy'),
    failed: snapshot.matches('failed'),
    canSignOutOthers: snapshot.can({ type: 'others.signOut' }),
  }));
  const { sessions, target, notice, error } = view.context;
  // A list that did not load again may be out of date: it is not offered.
  const shown = view.failed ? [] : sessions;
  const others = shown.filter((entry) => !entry.current).length;
  const firstLoad = view.loading && sessions.length === 0;
  return (
    <section
      className={styles.panel}
      aria-labelledby="devices-title"
      aria-busy={view.loading || view.busy}
    >
      <h2 id="devices-title" className={styles.panelTitle}>
        Devices
      </h2>
      <p className={styles.note}>
        Where your account is signed in now. If you do not know a device, sign it out and change
        your passcode.
      </p>
      {firstLoad && <p className={styles.muted}>Loading your devices…</p>}
      {view.failed && (
        <p className={styles.muted}>
          Your devices could not be loaded.{' '}
          <Button variant="ghost" onClick={() => actor.send({ type: 'sessions.retry' })}>
            Try again
          </Button>
        </p>
      )}
      {shown.length > 0 && (
        <ul className={styles.devices}>
          {shown.map((entry) => (
            <li key={entry.id} className={styles.device}>
              <div>
                <p className={styles.deviceName}>
                  {deviceName(entry)}
                  {entry.current && <span className={styles.thisDevice}>This device</span>}
                </p>
                <p className={styles.note}>
                  Signed in {formatPurchaseTime(entry.signedInAt)} · Last active{' '}
                  {formatPurchaseTime(entry.lastActiveAt)}
                </p>
              </div>
              {!entry.current && (
                <Button
                  variant="secondary"
                  disabled={view.busy || view.loading}
                  aria-busy={view.busy && target?.id === entry.id}
                  aria-label={`Sign out of ${deviceName(entry)}`}
                  onClick={() => actor.send({ type: 'session.signOut', sessionId: entry.id })}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.saved} role="status">
        {notice ?? ''}
      </p>
      {others > 0 && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.wrappingButton}
            disabled={!view.canSignOutOthers}
            aria-busy={view.busy && target === null}
            onClick={() => actor.send({ type: 'others.signOut' })}
          >
            Sign out of all other devices
          </Button>
        </div>
      )}
    </section>
  );
}
