// The page's only script tag. On a prerendered page (the welcome screen, home, sign-in: decision 014) the HTML is
// already the screen, so the app's code is fetched once that HTML has painted: on a slow network it never competes
// with the page and its stylesheet for the first paint, and until it runs every link on the page works as a link.
// Elsewhere (the app frame, the offline shell) there is nothing to show without the app: it starts at once.
import './styles.css';

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}

/** Runs `task` once the browser reports the first contentful paint (or two frames later where it cannot). */
function afterFirstPaint(task: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => requestAnimationFrame(task));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    task();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.dataset.prerendered) {
  afterFirstPaint(startApp);
  // A tab opened in the background paints nothing: the timer starts the app there all the same.
  window.setTimeout(startApp, 3000);
} else {
  startApp();
}
