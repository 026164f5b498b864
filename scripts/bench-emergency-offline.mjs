// For `npm run bench` (issue 11, point 5): how long a returning signed-in person waits to see their emergency
// contacts on /emergency, (a) on simulated Slow 4G with a 4× slower CPU (Lighthouse's mobile numbers) and (b) with
// no network at all. "Returning" = the app visited once online, so the service worker holds the app and the phone
// holds its copy of the contacts. Timed from navigation start to the first contact's name being visible (goal ≤ 1 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launchChromium, median, startBuiltServer } from './bench-support.mjs';

const RUNS = 3;
const GOAL_MS = 1000;
const CONTACT_NAME = 'Rosa Benchmark-Contact';
const slow4G = throttling.mobileSlow4G;

async function signUpWithContacts(baseUrl) {
  const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-offline-${Date.now()}@example.org`,
      password: 'copper 4f2a9c lantern orchard',
    }),
  });
  const session = await signup.json();
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  };
  await call('PUT', '/emergency/settings', {
    sender_name: 'Bench',
    custom_message: '',
    share_location: false,
  });
  await call('POST', '/emergency/contacts', {
    name: CONTACT_NAME,
    phone: '+12025550190',
    email: 'rosa@example.org',
    language: 'es',
    alert_on_help: true,
  });
  return session;
}

/** Records, in the page, when the contact's name is first visible: performance.now() counts from navigation start. */
function watchForContact(name) {
  const check = () => {
    if (window.__contactShownAt || !document.body) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.includes(name) && node.parentElement?.checkVisibility()) {
        window.__contactShownAt = performance.now();
        return;
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** `network`: 'slow4G' or 'offline' (the context is set offline by the caller); `slowCpu`: Lighthouse's 4× CPU. */
async function timeToContacts(context, { network, slowCpu }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network === 'slow4G') {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
  }
  if (slowCpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier });
  await page.goto('/emergency', { waitUntil: 'commit' });
  await page.waitForFunction(() => Boolean(window.__contactShownAt), null, { timeout: 60_000 });
  const { shownAt, controlled } = await page.evaluate(() => ({
    shownAt: window.__contactShownAt,
    controlled: Boolean(navigator.serviceWorker.controller),
  }));
  // A page the service worker did not serve is not what a returning person gets: the figure would mislead.
  if (!controlled) throw new Error('/emergency was not served by the service worker');
  await page.close();
  return shownAt;
}

const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-offline-'));
const server = await startBuiltServer(dataDir);
const browser = await launchChromium();
try {
  const session = await signUpWithContacts(server.baseUrl);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([
    { name: 'amparo-lang', value: 'en', url: server.baseUrl },
    { name: 'amparo-signed-in', value: '1', url: server.baseUrl },
  ]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('amparo-auth')) localStorage.setItem('amparo-auth', value);
    localStorage.setItem('selectedLanguage', 'en');
  }, JSON.stringify(session));
  await context.addInitScript(watchForContact, CONTACT_NAME);

  // The visit that makes this person "returning": the service worker installs, the contacts reach the phone.
  const first = await context.newPage();
  await first.goto('/emergency');
  await first.getByText(CONTACT_NAME).first().waitFor();
  await first.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await first.close();

  const slow = [];
  const offline = [];
  const offlineFastCpu = [];
  for (let run = 0; run < RUNS; run++)
    slow.push(await timeToContacts(context, { network: 'slow4G', slowCpu: true }));
  await context.setOffline(true);
  for (let run = 0; run < RUNS; run++) {
    offline.push(await timeToContacts(context, { network: 'offline', slowCpu: true }));
    offlineFastCpu.push(await timeToContacts(context, { network: 'offline', slowCpu: false }));
  }
  await context.setOffline(false);
  await context.close();

  const line = (label, values) => {
    const value = median(values);
    const verdict = value <= GOAL_MS ? 'ok' : 'MISSED';
    console.log(
      `  emergency: returning, signed in, contacts visible, ${label.padEnd(26)} ${value.toFixed(0).padStart(5)} ms (median of ${RUNS}, goal ≤ ${GOAL_MS} ms: ${verdict})`,
    );
  };
  line('Slow 4G, 4× CPU', slow);
  line('offline, 4× CPU', offline);
  line("offline, this machine's CPU", offlineFastCpu);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
