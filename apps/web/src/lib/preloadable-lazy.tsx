import { type ComponentType, createElement, lazy } from 'react';

/**
 * `React.lazy` that renders its component directly once the module has arrived. A plain `lazy` suspends on its
 * first render even when `preload()` fetched the module long before: the screen then commits its "Loading…"
 * fallback, and React holds back the content that replaces a fallback for up to 300 ms after that fallback showed
 * (its throttle for revealing content). Measured on /emergency for a returning person (issue 24, point 8): the
 * page, preloaded while the app started, still appeared 300 ms after the frame around it. With this, a module
 * that is already here renders in the same commit as its parent; one still on its way suspends as before.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    // A chunk that failed (offline before it was cached) is asked for again next time, not remembered as failed.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Component: Preloadable, preload };
}
