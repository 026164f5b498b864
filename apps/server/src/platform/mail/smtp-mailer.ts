import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export type SmtpMailerOptions = {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  smtpUrl: string;
  /** The From header, for example `Amparo <no-reply@amparo.app>`. */
  from: string;
};

const RTL_LOCALES = new Set(['ar', 'ur']);

/** The domain of the From address, for Message-IDs: `Amparo <no-reply@amparo.app>` gives amparo.app. */
function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly #transport: nodemailer.Transporter;
  readonly #from: string;

  constructor(options: SmtpMailerOptions) {
    this.#transport = nodemailer.createTransport(options.smtpUrl);
    this.#from = options.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.idempotencyKey
        ? { messageId: `<${message.idempotencyKey}@${senderDomain(this.#from)}>` }
        : {}),
      headers: {
        'Content-Language': message.locale,
        // Mail clients that honour it show right-to-left text without relying on the HTML.
        ...(RTL_LOCALES.has(message.locale) ? { 'X-Text-Direction': 'rtl' } : {}),
        // Codes and links are personal and short-lived: no automatic replies, no auto-forwarding digests.
        'Auto-Submitted': 'auto-generated',
      },
    });
  }

  close(): void {
    this.#transport.close();
  }
}
