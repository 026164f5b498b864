import { type ReactNode, useState } from 'react';
import { hasChosenLanguage } from '../language-choice.ts';
import { WelcomeScreen } from './welcome-screen.tsx';

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
  const [chosen, setChosen] = useState(() => hasChosenLanguage(safeLocalStorage()));
  if (chosen) return children;
  return <WelcomeScreen onChosen={() => setChosen(true)} />;
}
