import { MessageSendError, type MessageSender } from './message-sender';

/** docs/security.md, FAULT-04: give up at ≤ ~8 s. */
const SEND_TIMEOUT_MS = 5_000;

export interface SmsGatewayOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

/** Never retried, so a slow gateway cannot deliver a code twice (decision 0007). */
export function createSmsGatewaySender(options: SmsGatewayOptions): MessageSender {
  return {
    send: async (message) => {
      if (message.channel !== 'sms') throw new MessageSendError('The SMS gateway sends SMS only.');
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, body: message.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new MessageSendError('The SMS gateway did not answer.', { cause: error });
      }
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        throw new MessageSendError(`The SMS gateway answered ${String(response.status)}.`);
      }
    },
  };
}
