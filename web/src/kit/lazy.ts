/**
 * A lazily loaded component that can be loaded ahead of rendering. React's `lazy` suspends on its
 * first render even when the code is already there, so the page shows its Suspense fallback first, and
 * React then holds the content back until the fallback has been up for a while (its fallback throttle,
 * 500 ms in React 18). A route that awaits `preload()` in its `lazy` renders the page at once instead.
 * Rendered before it is loaded, the component suspends as `lazy` does.
 */
import {
  createElement,
  lazy,
  useState,
  type ComponentType,
  type ElementType,
  type ReactElement,
} from 'react';

export interface LazyComponent<P extends object = object> {
  (props: P): ReactElement;
  displayName?: string;
  /** Loads the code once (a failed load is tried again on the next call). */
  preload(): Promise<void>;
}

export function lazyComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(loadOnce);
  function Lazy(props: P) {
    // Chosen once per mount: switching between the two types would remount the page and lose its state.
    const [type] = useState<ElementType>(() => loaded ?? Suspending);
    return createElement(type, props);
  }
  Lazy.preload = () => loadOnce().then(() => undefined);
  return Lazy;
}
