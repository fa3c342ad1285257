import nodemailer from 'nodemailer';
import { MessageSendError, type MessageSender } from './message-sender';

export interface MailTransport {
  sendMail: (mail: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
}

const SMTP_TIMEOUT_MS = 5_000;

export function createSmtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

export function createSmtpEmailSender(options: {
  transport: MailTransport;
  from: string;
}): MessageSender {
  return {
    send: async (message) => {
      if (message.channel !== 'email') throw new MessageSendError('SMTP sends email only.');
      try {
        await options.transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject ?? 'Go Rewards',
          text: message.body,
        });
      } catch (error) {
        throw new MessageSendError('The mail server refused the message.', { cause: error });
      }
    },
  };
}
