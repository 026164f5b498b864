import type { SmsMessage, SmsSender } from './sms-sender.ts';

// Twilio's Messages API is one form-encoded POST, so it is called directly rather than through its SDK.
// https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** A Twilio phone number in E.164, or a Messaging Service SID (MG…), which Twilio prefers. */
  from: string;
  /** For tests against a local server. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export class SmsDeliveryError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
    this.status = status;
  }
}

export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio' as const;
  readonly #options: TwilioOptions;

  constructor(options: TwilioOptions) {
    this.#options = options;
  }

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.#options;
    const baseUrl = this.#options.baseUrl ?? 'https://api.twilio.com';
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await (this.#options.fetch ?? fetch)(
      `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000),
      },
    );
    if (!response.ok) {
      // Twilio's error body names the problem (code and message) without echoing the recipient or text.
      const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw new SmsDeliveryError(
        response.status,
        `Twilio refused the message (HTTP ${response.status}${detail?.code ? `, error ${detail.code}` : ''})`,
      );
    }
  }
}
