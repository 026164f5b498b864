import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { type Person, signUpPerson } from '../emergency/emergency-helpers.ts';
import { contextFor } from '../legal/consultation-helpers.ts';

// Issue 14 (search, live): two app processes on one PostgreSQL database, as behind a load balancer. Posts are
// written into the tables the way the posts part writes them (its endpoints are another part's); the reader's
// browser, on the other process, searches them in Arabic and in Spanish, and its live stream hears of a new post
// written while the page is open. PostgreSQL only (skipped without DATABASE_URL): PGlite is one process.

const serverUrl = process.env.DATABASE_URL;

describe('community search and the live stream across two processes', { skip: !serverUrl }, () => {
  let admin: pg.Client;
  let db: pg.Client;
  let databaseName: string;
  let serverA: RunningServer;
  let serverB: RunningServer;
  let browser: Browser;
  let reader: Person;
  let authorId: string;
  let postId: string;

  before(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    databaseName = `amparo_e2e_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database "${databaseName}"`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    const env = { DATABASE_URL: url.toString(), AUTH_AUTOCONFIRM: 'on', PUBLIC_URL: 'http://127.0.0.1' };
    serverA = await startServer(env);
    serverB = await startServer(env);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    reader = await signUpPerson(serverA.baseUrl, 'Reader');
    const author = await signUpPerson(serverA.baseUrl, 'Author');
    authorId = (author.session.user as { id: string }).id;
    await db.query(
      `insert into community_members (user_id, display_name, display_name_key) values ($1, 'Samira', 'samira')`,
      [authorId],
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into community_posts (author_user_id, topic, language, body) values
        ($1, 'health', 'ar', 'عيادة مجانية للأطفال يوم السبت في المركز'),
        ($1, 'documents', 'es', '¿Dónde puedo renovar mis documentos de trabajo?')
       returning id`,
      [authorId],
    );
    postId = rows[1]?.id ?? '';
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await serverA?.stop();
    await serverB?.stop();
    await db?.end();
    await admin?.query(`drop database if exists "${databaseName}" with (force)`);
    await admin?.end();
  });

  it('finds a Spanish post by another form of its word, marked, linking to the post', async () => {
    const context = await contextFor(browser, serverB.baseUrl, reader, 'es', {
      timezoneId: 'America/Chicago',
    });
    const page = await context.newPage();
    await page.goto('/community?tab=search');
    await page
      .getByRole('searchbox', { name: 'Buscar publicaciones y comentarios' })
      .fill('documento trabajo');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const result = page.getByRole('link', { name: /renovar mis documentos/ });
    await result.waitFor();
    assert.equal(await result.getAttribute('href'), `/community/posts/${postId}`);
    assert.deepEqual(await page.locator('mark').allTextContents(), ['documentos', 'trabajo']);
    await context.close();
  });

  it('searches in Arabic, right to left, and hears of a new post written through the other process', async () => {
    const context = await contextFor(browser, serverB.baseUrl, reader, 'ar', {
      timezoneId: 'America/Detroit',
    });
    const page = await context.newPage();
    await page.goto('/community?tab=search&q=عيادة');
    await page.locator('mark', { hasText: 'عيادة' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    // The live stream, read in this page the way the app reads it (fetch with the session's token).
    await page.evaluate(async (token) => {
      const response = await fetch('/api/v1/community/events', {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      });
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      const state = window as unknown as { liveText: string };
      state.liveText = '';
      void (async () => {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) return;
          state.liveText += chunk.value;
        }
      })();
    }, reader.token);
    await page.waitForFunction(() =>
      (window as unknown as { liveText: string }).liveText.includes('connected'),
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into community_posts (author_user_id, topic, language, body) values ($1, 'work', 'ur', 'نیا') returning id`,
      [authorId],
    );
    await page.waitForFunction(
      (id) => (window as unknown as { liveText: string }).liveText.includes(id),
      rows[0]?.id ?? '',
      { timeout: 10_000 },
    );
    await context.close();
  });
});
