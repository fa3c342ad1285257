import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Requester } from '../services/deps';

/** Who sent this request, as the services that count and log a code's sending need it. */
export const requesterOf = (
  request: FastifyRequest,
  context: Pick<AppContext, 'metrics'>,
): Requester => ({ ip: request.ip, log: request.log, metrics: context.metrics });
