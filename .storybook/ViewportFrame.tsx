import { useEffect, useRef, useState } from 'react';
import { VIEWPORTS, type ViewportName } from './viewports.ts';

/**
 * A phone or tablet story on a docs page, drawn in a frame as wide as the device it claims. Inline,
 * it would take the docs column's width and the window's media queries, and show the desktop layout
 * under a "mobile" name. The frame loads the story alone: a screen of the device's size, taller if the
 * story is.
 */
export function ViewportFrame({ storyId, title, viewport }: { storyId: string; title: string; viewport: ViewportName }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const size = VIEWPORTS[viewport];
  // A device's screen, taller if the story is: a bar fixed to the screen's bottom, and a story's play
  // measuring the window it claims, see the whole screen.
  const screenHeight = parseInt(size.styles.height, 10);
  const [height, setHeight] = useState(screenHeight);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const inner = element.contentWindow as (Window & typeof globalThis) | null;
      const body = element.contentDocument?.body;
      if (!inner || !body) return;
      observer?.disconnect();
      // The frame's own ResizeObserver: one from this page does not see another document's layout.
      observer = new inner.ResizeObserver(() => setHeight(Math.max(screenHeight, Math.ceil(body.getBoundingClientRect().height))));
      observer.observe(body);
    };
    element.addEventListener('load', follow);
    if (element.contentDocument?.readyState === 'complete') follow();
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [screenHeight]);

  const src = `iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=viewport:${viewport}`;
  return (
    <div data-viewport-frame={viewport} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
      <iframe
        ref={frame}
        src={src}
        // Each frame loads the whole preview: only those scrolled near are loaded.
        loading="lazy"
        title={`${title}، ${size.name}`}
        width={parseInt(size.styles.width, 10)}
        height={height}
        style={{ boxSizing: 'content-box', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, background: 'white', maxWidth: '100%' }}
      />
      <small style={{ color: 'var(--mantine-color-gray-7)' }}>{size.name}</small>
    </div>
  );
}
