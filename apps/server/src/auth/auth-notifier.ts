import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import type { Logger } from 'pino';
import { scrubPersonalData } from '../platform/logging.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { SmsSender } from '../platform/sms/sms-sender.ts';
import {
  type CodeMessageKind,
  type NoticeKind,
  renderCodeEmail,
  renderCodeSms,
  renderNoticeEmail,
  renderNoticeSms,
  type SmsCodeKind,
} from './messages/render-auth-message.ts';
import { renderSecurityNoticeEmail, renderSecurityNoticeSms } from './messages/render-security-notice.ts';
import type { SecurityNoticeKind } from './messages/security-notice-catalog.ts';
import { ONE_TIME_CODE_LIFETIME_MINUTES } from './one-time-codes.ts';

// Messages leave after the answer, not before it: an SMTP server or SMS provider that takes a second must not
// make "this address has an account" (a message is sent) slower than "it has none" (nothing is sent). A failed
// delivery is logged without the recipient or the content; the person can ask again.

export class AuthNotifier {
  readonly #mailer: Mailer;
  readonly #sms: SmsSender;
  readonly #log: Pick<Logger, 'error'>;
  readonly #publicUrl: string;
  readonly #pending = new Set<Promise<void>>();

  constructor(options: { mailer: Mailer; sms: SmsSender; log: Pick<Logger, 'error'>; publicUrl: string }) {
    this.#mailer = options.mailer;
    this.#sms = options.sms;
    this.#log = options.log;
    this.#publicUrl = options.publicUrl;
  }

  /** Where notices send people to act: the sign-in page. */
  get signInLink(): string {
    return `${this.#publicUrl}/auth`;
  }

  emailCode(
    to: string,
    locale: MessageLocale,
    kind: CodeMessageKind,
    values: { code: string; link?: string },
    purpose: string,
  ): void {
    const email = renderCodeEmail(kind, locale, { ...values, minutes: ONE_TIME_CODE_LIFETIME_MINUTES });
    this.#deliver(purpose, 'email', () => this.#mailer.send({ to, locale, purpose, ...email }));
  }

  smsCode(to: string, locale: MessageLocale, kind: SmsCodeKind, code: string, purpose: string): void {
    const body = renderCodeSms(kind, locale, {
      code,
      minutes: ONE_TIME_CODE_LIFETIME_MINUTES,
      publicUrl: this.#publicUrl,
    });
    this.#deliver(purpose, 'sms', () => this.#sms.send({ to, locale, purpose, body }));
  }

  emailNotice(to: string, locale: MessageLocale, kind: NoticeKind, purpose: string, address?: string): void {
    const email = renderNoticeEmail(kind, locale, { link: this.signInLink, address });
    this.#deliver(purpose, 'email', () => this.#mailer.send({ to, locale, purpose, ...email }));
  }

  smsNotice(to: string, locale: MessageLocale, kind: NoticeKind, purpose: string, address?: string): void {
    const body = renderNoticeSms(kind, locale, { link: this.signInLink, address });
    this.#deliver(purpose, 'sms', () => this.#sms.send({ to, locale, purpose, body }));
  }

  /** Where security notices send people to act: the security center. */
  get securityCenterLink(): string {
    return `${this.#publicUrl}/advanced-security`;
  }

  /**
   * A security notice (new-device sign-in, reused refresh token, and the two-factor and passkey changes): by
   * email, or by text message when the account has only a phone. Nothing is sent to an account with neither.
   */
  securityNotice(
    user: { email: string | null; phone: string | null; locale: MessageLocale },
    kind: SecurityNoticeKind,
    values: { device?: string | null } = {},
  ): void {
    const purpose = `auth.security.${kind}`;
    const filled = { ...values, link: this.securityCenterLink };
    if (user.email) {
      const to = user.email;
      const email = renderSecurityNoticeEmail(kind, user.locale, filled);
      this.#deliver(purpose, 'email', () =>
        this.#mailer.send({ to, locale: user.locale, purpose, ...email }),
      );
    } else if (user.phone) {
      const to = user.phone;
      const body = renderSecurityNoticeSms(kind, user.locale, filled);
      this.#deliver(purpose, 'sms', () => this.#sms.send({ to, locale: user.locale, purpose, body }));
    }
  }

  /** Resolves when every message handed over so far has been delivered or has failed. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  #deliver(purpose: string, channel: 'email' | 'sms', send: () => Promise<void>): void {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(send)
      .catch((error: unknown) => {
        this.#log.error(
          {
            purpose,
            channel,
            err: {
              name: error instanceof Error ? error.name : 'Error',
              message: scrubPersonalData(String(error instanceof Error ? error.message : error)),
            },
          },
          'A message could not be delivered',
        );
      })
      .finally(() => this.#pending.delete(delivery));
    this.#pending.add(delivery);
  }
}
