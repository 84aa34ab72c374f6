import { useEffect, type RefObject } from 'react';

const HANDS_ON = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;

/**
 * Keeps the element matching `selector` in the middle of a sideways-scrolling box (the searched day
 * of a grid or graph on a phone), without ever scrolling the page. It centres again when the box or
 * its content changes size (a font arriving, a phone turning), until the traveller scrolls it by hand.
 * `key` names what is searched: a new key centres again.
 */
export function useCenterInScroll(scrollerRef: RefObject<HTMLElement | null>, selector: string, key: string): void {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let handsOn = false;
    const center = () => {
      const target = scroller.querySelector<HTMLElement>(selector);
      if (handsOn || !target || scroller.scrollWidth <= scroller.clientWidth) return;
      const box = scroller.getBoundingClientRect();
      const rect = target.getBoundingClientRect();
      scroller.scrollLeft += rect.left + rect.width / 2 - (box.left + box.width / 2);
    };
    const stop = () => {
      handsOn = true;
    };
    center();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(center);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    for (const type of HANDS_ON) scroller.addEventListener(type, stop, { passive: true });
    return () => {
      observer?.disconnect();
      for (const type of HANDS_ON) scroller.removeEventListener(type, stop);
    };
  }, [scrollerRef, selector, key]);
}
