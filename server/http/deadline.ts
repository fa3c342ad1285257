import type { FastifyInstance } from 'fastify';
import { newErrorRef, sendWithRef } from './errors';

/** The app gives up at 15 s (decision 0033). */
export const REQUEST_DEADLINE_MS = 10_000;

/** The handler's late answer is dropped; its writes are each atomic, so never half written. */
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
