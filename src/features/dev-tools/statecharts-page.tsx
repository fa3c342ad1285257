import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { InspectionStore, inspectionStore, type InspectionRecord } from '#src/lib/inspection';

/** Under tests (no app inspector) the viewer still draws, with an empty log. */
const idleStore = new InspectionStore();
import { ChartPicture } from './chart-picture';
import { ChartView } from './chart-view';
import { loadMachines } from './machine-catalog';
import { activePaths, formatValue, toChart } from './statechart-model';
import styles from './statecharts-page.module.css';

const formatTime = (at: number) =>
  new Intl.DateTimeFormat('en-PH', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hour12: false,
  }).format(new Date(at));

const actorKey = (record: InspectionRecord) => `${record.tab}/${record.actorId}`;

export interface StatechartsViewProps {
  machines: readonly AnyStateMachine[];
  machineId: string | undefined;
  onChoose: (machineId: string) => void;
  store: InspectionStore;
}

export function StatechartsView({ machines, machineId, onChoose, store }: StatechartsViewProps) {
  const pickerId = useId();
  const actorPickerId = useId();
  const machine = machines.find((candidate) => candidate.id === machineId) ?? machines[0];
  const chart = useMemo(() => (machine ? toChart(machine) : null), [machine]);
  const { log } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const records = machine ? (log.get(machine.id) ?? []) : [];

  const actors: InspectionRecord[] = [];
  for (const record of records) {
    if (!actors.some((actor) => actorKey(actor) === actorKey(record))) actors.push(record);
  }
  const [chosenActor, setChosenActor] = useState<string | null>(null);
  const followed = actors.find((actor) => actorKey(actor) === chosenActor) ?? actors[0];
  const active = activePaths(followed?.value);

  if (!machine || !chart) return <p>No machines found.</p>;

  return (
    <div className={styles.layout}>
      <div className={styles.controls}>
        <label htmlFor={pickerId}>Machine</label>
        <select
          id={pickerId}
          value={machine.id}
          onChange={(event) => {
            setChosenActor(null);
            onChoose(event.target.value);
          }}
        >
          {machines.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.id}
            </option>
          ))}
        </select>
        {actors.length > 1 && (
          <>
            <label htmlFor={actorPickerId}>Actor</label>
            <select
              id={actorPickerId}
              value={followed ? actorKey(followed) : ''}
              onChange={(event) => setChosenActor(event.target.value)}
            >
              {actors.map((actor) => (
                <option key={actorKey(actor)} value={actorKey(actor)}>
                  {actor.actorId} (tab {actor.tab}, {actor.status})
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <p role="status" className={styles.live}>
        {followed
          ? `Live: ${followed.actorId} is in ${formatValue(followed.value) || '(no state)'} (${followed.status}).`
          : 'No running actor of this machine has reported yet: open its flow in this tab or another one.'}
      </p>
      <ChartPicture machineId={machine.id} active={active} />
      <details className={styles.outline}>
        <summary>Every transition, state by state (including those that only run actions)</summary>
        <ChartView chart={chart} active={active} />
      </details>
      <section aria-labelledby="event-log-title" className={styles.logSection}>
        <h2 id="event-log-title">Event log</h2>
        {records.length === 0 ? (
          <p>No events yet.</p>
        ) : (
          <ol className={styles.log} aria-label={`${machine.id} events, newest first`}>
            {records.map((record, index) => (
              <li key={`${actorKey(record)}-${String(record.at)}-${String(index)}`}>
                <time dateTime={new Date(record.at).toISOString()}>{formatTime(record.at)}</time>{' '}
                <code>{record.event}</code> → <strong>{formatValue(record.value)}</strong>{' '}
                <span className={styles.muted}>
                  {record.actorId} · tab {record.tab}
                  {record.status !== 'active' ? ` · ${record.status}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Live states from this and any other development tab. Never in production. */
export function StatechartsPage({
  machineId,
  onChoose,
}: {
  machineId: string | undefined;
  onChoose: (machineId: string) => void;
}) {
  const [machines, setMachines] = useState<AnyStateMachine[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadMachines().then(
      (loaded) => {
        if (current) setMachines(loaded);
      },
      (error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="container">
      <section className={styles.page} aria-labelledby="statecharts-title">
        <h1 id="statecharts-title">Statecharts</h1>
        <p className={styles.lead}>
          Every flow&apos;s machine: the picture of docs/statecharts (drawn from its definition by
          npm run statecharts) and each state&apos;s transitions. Use the portal in another tab: the
          states its actors are in are marked here and their events logged, newest first (200 per
          machine). Nothing leaves the browser.
        </p>
        {failure && <p role="alert">{failure}</p>}
        {!machines && !failure && <p role="status">Loading machines…</p>}
        {machines && (
          <StatechartsView
            machines={machines}
            machineId={machineId}
            onChoose={onChoose}
            store={inspectionStore ?? idleStore}
          />
        )}
      </section>
    </div>
  );
}
