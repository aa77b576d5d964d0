import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, followed as it resizes (charts draw to it in pixels). Measured in a
 * layout effect, before the first paint: the initial guess never shows, so a chart drawn at 600 px
 * never widens a phone's page for a frame.
 */
export function useElementWidth<T extends HTMLElement>(initial = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(0, Math.floor(element.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
