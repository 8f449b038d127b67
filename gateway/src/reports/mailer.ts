import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message.ts';
import type { SmtpSettings } from './settings.ts';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivers over SMTP with nodemailer, one connection per mail (reports are rare; no pool to go stale). */
export function createSmtpMailer(smtp: () => SmtpSettings): Mailer {
  return {
    async send(message) {
      const s = smtp();
      const transport = nodemailer.createTransport({
        host: s.host,
        port: s.port,
        secure: s.ssl,
        ignoreTLS: !s.ssl && !s.starttls,
        requireTLS: !s.ssl && s.starttls,
        ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      try {
        await transport.sendMail({
          from: s.from,
          to: message.to,
          cc: message.cc,
          bcc: message.bcc,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        });
      } finally {
        transport.close();
      }
    },
  };
}
