import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../adapters/metrics';
import type { AppContext } from '../context';

/**
 * What a service is given as its first argument, always named `deps`: the parts of the app's
 * context services use. A route passes its `context`; a test may pass less through `Pick`.
 */
export type ServiceDeps = Pick<AppContext, 'db' | 'hasher' | 'config' | 'sender' | 'metrics'>;

/**
 * Who sent the request a service answers: the client address the ceilings count, the request's log
 * and the counters a code's sending moves. Built by `requesterOf` (http/requester.ts).
 */
export interface Requester {
  ip: string;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'codeSent' | 'smsCeiling'>;
}
