import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { reservedBarsAtom } from './reservedBars';

/** With no decision this long after the first paint (the engine failed to load), the space goes. */
const GIVE_UP_MS = 10_000;

/**
 * The bars boot reserved (./reservedBars.ts): all of them while the engine has not decided
 * (`decided` undefined), then those the decision put in the stack.
 */
export function useReservedBars(decided: readonly string[] | undefined): readonly string[] {
  const reserved = useAtomValue(reservedBarsAtom);
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = decided === undefined && reserved.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (decided === undefined) return gaveUp ? [] : reserved;
  return reserved.filter((id) => decided.includes(id));
}

/** One bar's space: its height comes from shell.css (`.bar-space--<id>`), the bar's own. */
export function BarSpaceItem({ id }: { id: string }) {
  return <div className={`bar-space bar-space--${id}`} aria-hidden="true" data-bar-space={id} />;
}

/** The bar stack's space before its bars are drawn. */
export function BarSpace({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <div className="screen-bars" data-testid="screen-bars-space">
      {ids.map((id) => (
        <BarSpaceItem key={id} id={id} />
      ))}
    </div>
  );
}
