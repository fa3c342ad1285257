import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The operator's counters (docs/operations.md lists what to alert on). Each app
 * has a registry of its own, so tests that build many apps in one process never add up.
 */
/** `lockout`: this wrong passcode locked the account; `locked`: refused, it was locked already. */
export type SignInOutcome =
  | 'success'
  | 'wrong_passcode'
  | 'no_account'
  | 'lockout'
  | 'locked'
  | 'hard_stop'
  | 'refused'
  | 'tries_in_flight';

export interface HousekeepingReport {
  ran: boolean;
  accountsAnonymised: number;
  removed: Record<string, number>;
}

export interface Metrics {
  signIn: (outcome: SignInOutcome) => void;
  codeSent: (purpose: string, channel: 'sms' | 'email') => void;
  /** `outcome` is 'verified' or the refusal's error key (OTP_INVALID, OTP_EXPIRED, ...). */
  codeChecked: (outcome: string) => void;
  smsCeiling: (scope: 'ip' | 'global') => void;
  housekeeping: (result: HousekeepingReport | 'failed') => void;
  /** A request answered 503 by the overload guard, by what was saturated. */
  shed: (reason: string) => void;
  /** A page render refused by the client's render budget (answered 429). */
  renderRefused: () => void;
  request: (labels: { method: string; route: string; status: number }, seconds: number) => void;
}

export interface MetricsSources {
  /** PostgreSQL's pool (PGlite has none). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  hashesInFlight: () => number;
}

export interface MetricsRegistry {
  metrics: Metrics;
  registry: Registry;
}

/** Latency buckets from 5 ms to 10 s: the sign-in's Argon2 check sits near 50 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(
  sources: MetricsSources,
  options: { processMetrics?: boolean } = {},
): MetricsRegistry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'gr_http_request_duration_seconds',
    help: 'Answers by route pattern, method and status, with their latency.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const signIns = new Counter({
    name: 'gr_sign_ins_total',
    help: 'Sign-ins with mobile number and passcode, by outcome.',
    labelNames: ['outcome'],
    registers,
  });
  const codesSent = new Counter({
    name: 'gr_codes_sent_total',
    help: 'One-time codes sent, by purpose and channel.',
    labelNames: ['purpose', 'channel'],
    registers,
  });
  const codeChecks = new Counter({
    name: 'gr_code_checks_total',
    help: 'One-time code checks: verified, or the refusal.',
    labelNames: ['outcome'],
    registers,
  });
  const smsCeilings = new Counter({
    name: 'gr_sms_ceiling_hits_total',
    help: 'SMS refused by a ceiling: one client address or the global hourly one.',
    labelNames: ['scope'],
    registers,
  });
  const housekeepingRuns = new Counter({
    name: 'gr_housekeeping_runs_total',
    help: 'Housekeeping runs: ran, skipped (another process held the lock) or failed.',
    labelNames: ['outcome'],
    registers,
  });
  const housekeepingRows = new Counter({
    name: 'gr_housekeeping_rows_removed_total',
    help: 'Expired rows removed by housekeeping, by table.',
    labelNames: ['table'],
    registers,
  });
  const anonymised = new Counter({
    name: 'gr_accounts_anonymised_total',
    help: 'Accounts anonymised at the end of their deletion grace period.',
    registers,
  });
  const shed = new Counter({
    name: 'gr_shed_requests_total',
    help: 'Requests answered 503 with Retry-After because the process was saturated.',
    labelNames: ['reason'],
    registers,
  });
  const rendersRefused = new Counter({
    name: 'gr_page_renders_refused_total',
    help: "Page renders refused (429) because the client's budget of uncached renders was spent.",
    registers,
  });
  new Gauge({
    name: 'gr_passcode_hashes_in_flight',
    help: 'Argon2 checks and hashes running or queued in this process.',
    registers,
    collect() {
      this.set(sources.hashesInFlight());
    },
  });
  const { pool } = sources;
  if (pool) {
    new Gauge({
      name: 'gr_db_pool_connections',
      help: 'PostgreSQL pool connections: open, idle, and the most it opens.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'open' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'gr_db_pool_waiting',
      help: 'Queries waiting for a free pool connection.',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  return {
    registry,
    metrics: {
      signIn: (outcome) => signIns.inc({ outcome }),
      codeSent: (purpose, channel) => codesSent.inc({ purpose, channel }),
      codeChecked: (outcome) => codeChecks.inc({ outcome }),
      smsCeiling: (scope) => smsCeilings.inc({ scope }),
      housekeeping: (result) => {
        if (result === 'failed') {
          housekeepingRuns.inc({ outcome: 'failed' });
          return;
        }
        housekeepingRuns.inc({ outcome: result.ran ? 'ran' : 'skipped' });
        anonymised.inc(result.accountsAnonymised);
        for (const [table, rows] of Object.entries(result.removed)) {
          housekeepingRows.inc({ table }, rows);
        }
      },
      shed: (reason) => shed.inc({ reason }),
      renderRefused: () => rendersRefused.inc(),
      request: ({ method, route, status }, seconds) =>
        requests.observe({ method, route, status_code: String(status) }, seconds),
    },
  };
}
