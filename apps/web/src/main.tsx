import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForPreloadErrors } from './app/chunk-reload.ts';
import { createQueryClient } from './app/query-client.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { routes } from './app/routes.tsx';
import { createI18n } from './i18n/i18n.ts';
import { createBrowserRouter } from './lib/router/index.ts';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  listenForPreloadErrors();
  // The chosen language is loaded before the first render: no flash of English, no layout flip.
  const i18n = await createI18n({ storage: safeLocalStorage(), documentElement: document.documentElement });
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} router={router} />
    </StrictMode>,
  );
  registerServiceWorker(i18n);
}

void start();
