import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an element's content is larger than its box along one axis: a line-clamped text that cuts something
 * off (`'y'`), a table wider than its scroll container (`'x'`). Measured again whenever the box changes size;
 * without layout (jsdom, or `active` false) nothing overflows.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y', active = true): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !active) {
      setOverflows(false);
      return undefined;
    }
    const measure = () =>
      setOverflows(
        axis === 'x' ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, axis, active]);
  return overflows;
}
