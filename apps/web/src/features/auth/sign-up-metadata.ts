import type { SignUpMetadata } from '@amparo/contract/auth/sign-up-metadata';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import type { CurrentStatus, EntryMethod } from '@amparo/contract/profile/profile';

/**
 * `options.data` of signUp: the language messages should come in and the consent given on the form, plus the
 * eligibility answers when the onboarding step collected them first. Never access or payment fields: the
 * server sets those (and drops them if sent).
 */
export function signUpMetadata(input: {
  language: string | undefined;
  consent: boolean;
  answers?: { entry_method?: EntryMethod | null; current_status?: CurrentStatus | null };
  /** A lawyer or accredited representative joining from /lawyers/join: never asked the eligibility questions. */
  professional?: boolean;
}): SignUpMetadata {
  if (input.professional) {
    return {
      ...(isLanguageCode(input.language) ? { locale: input.language } : {}),
      legal_consent_accepted: input.consent,
      account_type: 'legal_professional',
    };
  }
  return {
    ...(isLanguageCode(input.language) ? { locale: input.language } : {}),
    legal_consent_accepted: input.consent,
    ...(input.answers?.entry_method ? { entry_method: input.answers.entry_method } : {}),
    ...(input.answers?.current_status ? { current_status: input.answers.current_status } : {}),
  };
}
