/** Shared between main.ts and the app so /readyz can fail as soon as shutdown starts. */
export type Lifecycle = {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
};

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
