/**
 * jsdom lays nothing out and has no `window.matchMedia`, so MUI's `useMediaQuery` always answers "no". This
 * answers its width queries (`(min-width:900px)`, `(max-width:899.95px)`) as a screen `width` px wide would;
 * the returned function restores jsdom's state.
 */
export function emulateViewportWidth(width: number): () => void {
  const previous = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    const ignore = () => undefined;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: ignore,
      removeListener: ignore,
      addEventListener: ignore,
      removeEventListener: ignore,
      dispatchEvent: () => false,
    };
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => {
    if (previous) Object.defineProperty(window, 'matchMedia', previous);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
