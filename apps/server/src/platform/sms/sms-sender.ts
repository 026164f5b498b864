// One way to send a text message for the whole server: the configured provider (Twilio) or the outbox.

export type SmsMessage = {
  /** E.164, with the +. */
  to: string;
  body: string;
  locale: string;
  /** What the message is for, such as `auth.signup`. */
  purpose?: string;
};

export type SmsSender = {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
};
