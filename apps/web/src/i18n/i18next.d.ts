import 'i18next';
import type auth from './locales/en/auth.json';
import type billing from './locales/en/billing.json';
import type common from './locales/en/common.json';
import type community from './locales/en/community.json';
import type communityAlerts from './locales/en/community-alerts.json';
import type communitySafety from './locales/en/community-safety.json';
import type communitySearch from './locales/en/community-search.json';
import type consultations from './locales/en/consultations.json';
import type dashboard from './locales/en/dashboard.json';
import type emergency from './locales/en/emergency.json';
import type family from './locales/en/family.json';
import type familyPlan from './locales/en/family-plan.json';
import type help from './locales/en/help.json';
import type home from './locales/en/home.json';
import type lawyers from './locales/en/lawyers.json';
import type legal from './locales/en/legal.json';
import type legalAid from './locales/en/legal-aid.json';
import type legalGuides from './locales/en/legal-guides.json';
import type onboarding from './locales/en/onboarding.json';
import type owner from './locales/en/owner.json';
import type pages from './locales/en/pages.json';
import type proof from './locales/en/proof.json';
import type rights from './locales/en/rights.json';
import type security from './locales/en/security.json';
import type securityPasskeys from './locales/en/security-passkeys.json';
import type securityTwoFactor from './locales/en/security-two-factor.json';
import type settings from './locales/en/settings.json';
import type settingsAccountData from './locales/en/settings-account-data.json';
import type usStates from './locales/en/us-states.json';
import type vault from './locales/en/vault.json';
import type vaultDocuments from './locales/en/vault-documents.json';
import type vaultSharing from './locales/en/vault-sharing.json';
import type welcome from './locales/en/welcome.json';

// Typed keys: a key that English does not have fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      billing: typeof billing;
      pages: typeof pages;
      home: typeof home;
      onboarding: typeof onboarding;
      dashboard: typeof dashboard;
      rights: typeof rights;
      'security-two-factor': typeof securityTwoFactor;
      auth: typeof auth;
      settings: typeof settings;
      'settings-account-data': typeof settingsAccountData;
      emergency: typeof emergency;
      vault: typeof vault;
      'vault-documents': typeof vaultDocuments;
      'vault-sharing': typeof vaultSharing;
      proof: typeof proof;
      welcome: typeof welcome;
      family: typeof family;
      'family-plan': typeof familyPlan;
      legal: typeof legal;
      'legal-aid': typeof legalAid;
      lawyers: typeof lawyers;
      owner: typeof owner;
      'us-states': typeof usStates;
      'legal-guides': typeof legalGuides;
      consultations: typeof consultations;
      community: typeof community;
      'community-search': typeof communitySearch;
      'community-safety': typeof communitySafety;
      'community-alerts': typeof communityAlerts;
      security: typeof security;
      'security-passkeys': typeof securityPasskeys;
      help: typeof help;
    };
    returnEmptyString: false;
  }
}
