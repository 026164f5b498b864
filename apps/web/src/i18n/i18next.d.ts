import 'i18next';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';
import type pages from './locales/en/pages.json';

// Typed keys: a key that English does not have fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pages: typeof pages;
      home: typeof home;
    };
    returnEmptyString: false;
  }
}
