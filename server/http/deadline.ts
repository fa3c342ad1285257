import type { FastifyInstance } from 'fastify';
import { newErrorRef, sendWithRef } from './errors';

/**
 * Every api/v1 answer leaves within this time, whatever a dependency does: the app gives up at
 * 15 s (src/lib/api.ts), and the slowest sound path (a database round or two and a 5 s SMS send)
 * takes well under 10 s. docs/decisions/0033-request-deadline.md.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/**
 * Answers 503 SERVICE_UNAVAILABLE with a reference when a request is still unanswered at the
 * deadline (a statement queued behind others, a dependency that hangs past its own timeout).
 * The handler's late answer is dropped; its writes are each atomic, so what it still completes
 * is whole, never half written.
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      const ref = newErrorRef();
      request.log.error(
        { event: 'request.deadline', ref, deadlineMs },
        'no answer within the deadline',
      );
      void sendWithRef(reply, 'SERVICE_UNAVAILABLE', ref);
    }, deadlineMs);
    // A timer left behind must not hold the process open at shutdown.
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
