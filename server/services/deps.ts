import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../adapters/metrics';
import type { AppContext } from '../context';

/**
 * The parts of the app's context services use. A service's first argument is always named `deps`
 * and typed `Deps<…>` with the parts it needs: a route passes its `context`, another service its
 * own `deps`, a test only those parts.
 */
export type ServiceDeps = Pick<
  AppContext,
  'db' | 'database' | 'hasher' | 'config' | 'sender' | 'metrics' | 'captcha' | 'clock'
>;

/** What one service needs of the context: `Deps<'db' | 'config'>`. */
export type Deps<K extends keyof ServiceDeps> = Pick<ServiceDeps, K>;

/**
 * Who sent the request a service answers: the client address the ceilings count, the request's log
 * and the counters a code's sending moves. Built by `requesterOf` (http/contract-route.ts).
 */
export interface Requester {
  ip: string;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'codeSent' | 'smsCeiling'>;
}
