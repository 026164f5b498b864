import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../../../../i18n/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../../lib/session-provider.tsx';
import { fakeSession } from '../../../../test/render-app.tsx';

// For the live feed and search screens' tests: real translations, a signed-in session, `ui` at `path`, and fetch
// answered by `answer` (recorded), with the live stream's body under the test's control.

export type Recorded = { path: string; headers: Record<string, string> };

export function stubFetch(answer: (path: string) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const parsed = new URL(url, 'http://localhost');
      const path = parsed.pathname.replace(/^\/api\/v1/, '') + parsed.search;
      requests.push({ path, headers: { ...(init?.headers as Record<string, string>) } });
      return answer(path);
    }),
  );
  return requests;
}

/** A text/event-stream response whose events the test pushes. */
export function controlledEventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(value) {
      controller = value;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end() {
      controller.close();
    },
  };
}

export async function renderCommunity(ui: ReactNode, options: { path?: string; language?: string } = {}) {
  window.localStorage.setItem('selectedLanguage', options.language ?? 'en');
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/community', element: ui }], {
    initialEntries: [options.path ?? '/community'],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <RouterProvider router={router} />
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
