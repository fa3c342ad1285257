import { describe, expect, it } from 'vitest';
import { MessageSendError } from './message-sender';
import { createSmtpEmailSender, type MailTransport } from './smtp-email';

describe('the SMTP email sender', () => {
  it('sends a plain-text message from EMAIL_FROM with its subject', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const sender = createSmtpEmailSender({
      from: 'Go Rewards <no-reply@example.ph>',
      transport: {
        sendMail: async (mail) => {
          sent.push(mail);
          return Promise.resolve({});
        },
      },
    });
    await sender.send({ channel: 'email', to: 'a@example.ph', subject: 'Code', body: 'Hello' });
    expect(sent).toEqual([
      {
        from: 'Go Rewards <no-reply@example.ph>',
        to: 'a@example.ph',
        subject: 'Code',
        text: 'Hello',
      },
    ]);
  });

  it('turns a transport failure into MessageSendError and refuses SMS', async () => {
    const sender = createSmtpEmailSender({
      from: 'x@example.ph',
      transport: { sendMail: () => Promise.reject(new Error('connection refused')) },
    });
    await expect(
      sender.send({ channel: 'email', to: 'a@example.ph', body: 'x' }),
    ).rejects.toBeInstanceOf(MessageSendError);
    await expect(sender.send({ channel: 'sms', to: '+639171234567', body: 'x' })).rejects.toThrow(
      MessageSendError,
    );
  });
});
