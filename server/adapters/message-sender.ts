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
