import type { MessageSender } from './message-sender';

/** Sends SMS and email through their own senders (a gateway for one, the outbox for the other). */
export function createChannelSender(senders: {
  sms: MessageSender;
  email: MessageSender;
}): MessageSender {
  return { send: (message) => senders[message.channel].send(message) };
}
