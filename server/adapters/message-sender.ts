/**
 * The sender port (DECISIONS.md, One-time codes and SMS): SMS and email leave through this.
 * The default implementation writes to the outbox table; an HTTP SMS gateway or an SMTP server
 * replace it when configured. A send that fails throws MessageSendError.
 */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  subject?: string;
}

export interface MessageSender {
  send: (message: OutgoingMessage) => Promise<void>;
}

export class MessageSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MessageSendError';
  }
}
