import { lazy, type ReactNode, Suspense, useState } from 'react';
import { usePrerenderedScreen } from '../../../lib/prerender-context.ts';
import { hasChosenLanguage } from '../language-choice.ts';

// Its own chunk: only a first visit needs it (the build preloads it in the welcome page's HTML).
const WelcomeScreen = lazy(() =>
  import('./welcome-screen.tsx').then((module) => ({ default: module.WelcomeScreen })),
);

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Wraps the whole app: on a first visit (no language stored) the welcome screen comes before anything else,
 * then the page the person opened. Once a language is stored it never shows again.
 */
export function WelcomeGate({ children }: { children: ReactNode }) {
  const prerendered = usePrerenderedScreen();
  // At build time there is no device to ask: the screen being rendered says whether a language was chosen.
  const [chosen, setChosen] = useState(() =>
    prerendered ? prerendered.screen !== 'welcome' : hasChosenLanguage(safeLocalStorage()),
  );
  if (chosen) return children;
  return (
    <Suspense fallback={null}>
      <WelcomeScreen onChosen={() => setChosen(true)} />
    </Suspense>
  );
}
