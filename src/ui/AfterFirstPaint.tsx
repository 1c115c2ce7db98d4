import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint, firstPaintDone } from '../lib/browser/afterFirstPaint';

/**
 * Renders its children once the page has painted for the first time: lazy parts of the shell the
 * first paint does not show (footer, toasts, the document head, the facts feeding the engine)
 * then start their chunks after it instead of competing with it. Later mounts render at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(firstPaintDone);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}
