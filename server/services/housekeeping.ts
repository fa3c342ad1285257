import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { purgeDueDeletions } from './account-deletion';

/** Often enough that an account is anonymised within minutes of its grace period's end. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** After start-up's own work, not beside it. */
const FIRST_RUN_DELAY_MS = 30 * 1000;

export interface HousekeepingResult {
  /** Accounts whose deletion grace period ended and that were anonymised in this run. */
  accountsAnonymised: number;
}

/** Safe in several processes at once: each account is taken with SKIP LOCKED. */
export async function runHousekeeping(
  context: Pick<AppContext, 'db' | 'clock'>,
): Promise<HousekeepingResult> {
  return { accountsAnonymised: await purgeDueDeletions(context.db, context.clock()) };
}

/** Runs on a timer that never keeps the process alive; `stop` before closing the database. */
export function startHousekeeping(
  context: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runHousekeeping(context)
      .then(
        (result) => {
          if (result.accountsAnonymised > 0) {
            log.info({ event: 'housekeeping.run', ...result }, 'housekeeping done');
          }
        },
        (error: unknown) => {
          log.error({ event: 'housekeeping.failed', err: error }, 'housekeeping failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const every = setInterval(tick, HOUSEKEEPING_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
