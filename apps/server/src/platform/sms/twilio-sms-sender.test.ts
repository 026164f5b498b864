import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsDeliveryError, TwilioSmsSender } from './twilio-sms-sender.ts';

type Captured = { method?: string; url?: string; authorization?: string; form: URLSearchParams };

describe('TwilioSmsSender', () => {
  const requests: Captured[] = [];
  let status = 201;
  let server: Server;
  let baseUrl = '';

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        requests.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          form: new URLSearchParams(body),
        });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            status === 201 ? { sid: 'SM1' } : { code: 21211, message: "The 'To' number is not valid" },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const accountSid = `AC${'0'.repeat(32)}`;

  it('posts the message to the Messages API with basic auth', async () => {
    status = 201;
    await new TwilioSmsSender({ accountSid, authToken: 'secret-token', from: '+12025550100', baseUrl }).send({
      to: '+50934123456',
      body: 'Amparo: 123456',
      locale: 'ht',
    });
    const [request] = requests.slice(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:secret-token`).toString('base64')}`,
    );
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+50934123456',
      Body: 'Amparo: 123456',
      From: '+12025550100',
    });
  });

  it('sends through a Messaging Service when given its SID', async () => {
    status = 201;
    const service = `MG${'a'.repeat(32)}`;
    await new TwilioSmsSender({ accountSid, authToken: 't', from: service, baseUrl }).send({
      to: '+12025550101',
      body: 'x',
      locale: 'en',
    });
    expect(requests.at(-1)?.form.get('MessagingServiceSid')).toBe(service);
    expect(requests.at(-1)?.form.has('From')).toBe(false);
  });

  it('fails with the status and Twilio error code, never the number or the text', async () => {
    status = 400;
    const failure = await new TwilioSmsSender({ accountSid, authToken: 't', from: '+12025550100', baseUrl })
      .send({ to: '+12025550102', body: 'Amparo: 654321', locale: 'en' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsDeliveryError);
    expect((failure as Error).message).toContain('21211');
    expect((failure as Error).message).not.toContain('+12025550102');
    expect((failure as Error).message).not.toContain('654321');
  });
});
