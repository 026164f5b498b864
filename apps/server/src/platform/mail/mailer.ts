// One way to send email for the whole server: SMTP when SMTP_URL is set, otherwise the durable outbox.
// Callers never know which; they write the message in the recipient's language and hand it over.

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language the message is written in (en, es, ht, pt, fr, ar, ur). */
  locale: string;
  /** What the message is for, such as `auth.recovery`; the outbox and the logs group by it. */
  purpose?: string;
  /**
   * The same for every attempt at one message (such as `alert.<id>`): SMTP sends it as the Message-ID, which
   * lets mail systems drop a repeat after a crash between the server's answer and our record of it.
   */
  idempotencyKey?: string;
};

export type Mailer = {
  /** Which implementation this is, for /auth/v1/settings and the startup log. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};
