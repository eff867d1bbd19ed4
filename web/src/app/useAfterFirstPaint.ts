import { useEffect, useState } from 'react';

/**
 * False for a component's first render, true from the frame after it was painted. The signed-in frame
 * renders what the reader does not need at first sight (the side navigation: a hundred links,
 * rights-filtered, translated; the top bar's menus and counters) after the page's header is on screen
 * instead of delaying it: the frame's first commit, and so the landing's first paint (its LCP), does
 * not wait for them (tests/bench/web.ts, issue 25).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => setReady(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}
