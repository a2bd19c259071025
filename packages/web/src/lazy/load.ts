/**
 * The lazy chunk (./extras), and its components for rendering: React.lazy in the browser until the
 * chunk is in, the components themselves once it is. The prerender loads the chunk before it renders
 * anything, so every page's HTML holds the menus whole, whichever page a prerender process happens
 * to render first (a lazy component renders only after its first render started the load).
 */
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

type Extras = typeof import('./extras');
let loaded: Extras | undefined;

export const loadExtras = (): Promise<Extras> => import('./extras').then((m) => (loaded = m));

/** A component of the lazy chunk, rendered directly once the chunk is loaded. */
export function extra<K extends keyof Extras>(name: K): ComponentType<ComponentProps<Extras[K]>> {
  const Lazy = lazy(() => loadExtras().then((m) => ({ default: m[name] as ComponentType<ComponentProps<Extras[K]>> })));
  function Extra(props: ComponentProps<Extras[K]>) {
    const Component = (loaded?.[name] as ComponentType<ComponentProps<Extras[K]>> | undefined) ?? Lazy;
    // Generic props defeat createElement's overloads; the signature above keeps callers typed.
    return createElement(Component as ComponentType<object>, props as object);
  }
  Extra.displayName = name;
  return Extra;
}
