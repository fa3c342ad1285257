import type { InspectionEvent, Observer } from 'xstate';

/**
 * Development only, for /dev/statecharts. JSON-safe on purpose (no context, which holds
 * mobile numbers and passcodes; no event payload), so it can cross a BroadcastChannel.
 */
export interface InspectionRecord {
  actorId: string;
  machineId: string;
  value: StateValue;
  status: string;
  event: string;
  at: number;
  /** Which tab sent it, so a viewer tells two tabs' actors apart. */
  tab: string;
}

export type StateValue = string | { [key: string]: StateValue };

export const LOG_LIMIT = 200;
export const CHANNEL_NAME = 'gr-statecharts';

export interface InspectionState {
  readonly log: ReadonlyMap<string, readonly InspectionRecord[]>;
}

export class InspectionStore {
  private state: InspectionState = { log: new Map() };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): InspectionState => this.state;

  add(record: InspectionRecord) {
    const log = new Map(this.state.log);
    log.set(record.machineId, [record, ...(log.get(record.machineId) ?? [])].slice(0, LOG_LIMIT));
    this.state = { log };
    this.listeners.forEach((listener) => listener());
  }

  clear() {
    this.state = { log: new Map() };
    this.listeners.forEach((listener) => listener());
  }
}

interface MachineLike {
  id: string;
  root: unknown;
}
const isMachine = (logic: unknown): logic is MachineLike =>
  typeof logic === 'object' &&
  logic !== null &&
  'root' in logic &&
  'id' in logic &&
  typeof logic.id === 'string';

export function toRecord(inspectionEvent: InspectionEvent, tab: string): InspectionRecord | null {
  if (inspectionEvent.type !== '@xstate.snapshot') return null;
  const actorRef = inspectionEvent.actorRef as { sessionId?: string; logic?: unknown };
  if (!isMachine(actorRef.logic)) return null; // promise and callback actors have no chart
  const snapshot = inspectionEvent.snapshot as { value?: unknown; status?: unknown };
  return {
    actorId: actorRef.sessionId ?? '',
    machineId: actorRef.logic.id,
    value: JSON.parse(JSON.stringify(snapshot.value ?? null)) as StateValue,
    status: typeof snapshot.status === 'string' ? snapshot.status : 'active',
    event: inspectionEvent.event.type,
    at: Date.now(),
    tab,
  };
}

export interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const isRecord = (data: unknown): data is InspectionRecord =>
  typeof data === 'object' &&
  data !== null &&
  'machineId' in data &&
  typeof data.machineId === 'string' &&
  'actorId' in data &&
  'event' in data;

/** A channel object never hears its own posts, so nothing is counted twice. */
export function createInspector(store: InspectionStore, channel: Channel | null, tab: string) {
  channel?.addEventListener('message', (message) => {
    if (isRecord(message.data)) store.add(message.data);
  });
  const observer: Observer<InspectionEvent> = {
    next: (inspectionEvent) => {
      const record = toRecord(inspectionEvent, tab);
      if (!record) return;
      store.add(record);
      channel?.postMessage(record);
    },
  };
  return observer;
}

const inspecting = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/** The tab's store; none in production, so the public bundles carry none of this module. */
export const inspectionStore: InspectionStore | null = inspecting ? new InspectionStore() : null;

/** Undefined in production, and under Vitest, whose suites pass their own inspectors. */
export const inspect: Observer<InspectionEvent> | undefined =
  inspecting && inspectionStore
    ? createInspector(
        inspectionStore,
        typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null,
        Math.random().toString(36).slice(2, 8),
      )
    : undefined;
