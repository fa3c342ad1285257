import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { MessageSender } from './message-sender';
import { createSmsGatewaySender } from './sms-gateway';
import { createSmtpEmailSender, createSmtpTransport } from './smtp-email';

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

/** Sends SMS and email through their own senders (a gateway for one, the outbox for the other). */
export function createChannelSender(senders: {
  sms: MessageSender;
  email: MessageSender;
}): MessageSender {
  return { send: (message) => senders[message.channel].send(message) };
}

/** Each channel's gateway when one is configured, otherwise the outbox. */
export function configuredSender(
  config: AppConfig,
  db: Database,
  clock: () => Date,
): MessageSender {
  const outboxSender = createOutboxSender(db, clock);
  return createChannelSender({
    sms: config.smsGateway ? createSmsGatewaySender(config.smsGateway) : outboxSender,
    email: config.smtp
      ? createSmtpEmailSender({
          transport: createSmtpTransport(config.smtp.url),
          from: config.smtp.from,
        })
      : outboxSender,
  });
}
