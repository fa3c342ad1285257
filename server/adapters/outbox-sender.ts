import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { MessageSender } from './message-sender';

/** The default sender: every message lands in the outbox table (read by /api/dev/outbox). */
export function createOutboxSender(db: Database, clock: () => Date): MessageSender {
  return {
    send: async (message) => {
      await db.insert(outbox).values({
        channel: message.channel,
        to: message.to,
        body: message.subject ? `${message.subject}\n\n${message.body}` : message.body,
        createdAt: clock(),
      });
    },
  };
}
