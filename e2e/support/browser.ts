import { type Browser, type BrowserContext, chromium } from 'playwright-core';

// Debian's Chromium; browsers are never downloaded (see README).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh context whose pages start with the given language already chosen (skips the welcome step). */
export async function newContextWithLanguage(
  browser: Browser,
  baseUrl: string,
  language: string | null,
  viewport = PHONE,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, serviceWorkers: 'block' });
  if (language) {
    // A returning visitor's browser holds both: the app's choice and the server's mirror of it (amparo-lang), with
    // which the server sends the first screen already rendered in that language.
    await context.addCookies([{ name: 'amparo-lang', value: language, url: baseUrl }]);
    await context.addInitScript((code) => {
      if (!window.localStorage.getItem('selectedLanguage'))
        window.localStorage.setItem('selectedLanguage', code);
    }, language);
  }
  return context;
}
