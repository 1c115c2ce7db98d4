import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { localeAtom, useDecision } from '../../facts';
import { useSite } from '../../site/site';
import { useTheme } from '../../theme/theme';
import { loadMiniApp, MINI_APP_FAILURE, miniAppUrl, type MiniAppName } from './miniApp';

export type MiniAppState = 'loading' | 'ready' | 'failed' | 'off';

/**
 * Hosts a mini-app in the page: shows `loading` (a box of the mini-app's size) while its host is
 * checked and its module loads, then mounts it with the page's locale and theme plus `props`.
 * When mini-apps may not load here (the test net) or loading or mounting fails, it renders
 * nothing and says so through `onState`, so its owner hides too.
 */
export function MiniAppFrame({
  name,
  props,
  loading,
  className,
  onState,
}: {
  name: MiniAppName;
  props?: Record<string, unknown>;
  loading?: ReactNode;
  className?: string;
  onState?: (state: MiniAppState) => void;
}) {
  const allowed = useDecision('miniApps');
  const site = useSite();
  const { theme } = useTheme();
  const locale = useAtomValue(localeAtom);
  const element = useRef<HTMLDivElement>(null);
  // The outcome of the current attempt: an attempt is one name, locale and theme.
  const attempt = `${name}|${locale}|${theme}`;
  const [outcome, setOutcome] = useState<{ attempt: string; state: 'ready' | 'failed' } | null>(null);
  const state: MiniAppState = allowed === false ? 'off' : outcome?.attempt === attempt ? outcome.state : 'loading';
  const report = useRef(onState);
  const latestProps = useRef(props);
  useLayoutEffect(() => {
    report.current = onState;
    latestProps.current = props;
  });
  useEffect(() => {
    report.current?.(state);
  }, [state]);

  useEffect(() => {
    if (!allowed) return; // undecided (the engine is loading) or off
    let cancelled = false;
    let mounted: { unmount(): void } | null = null;
    const settle = (next: 'ready' | 'failed') => setOutcome({ attempt: `${name}|${locale}|${theme}`, state: next });
    loadMiniApp(name, miniAppUrl(name, site))
      .then((module) => {
        if (cancelled || !element.current) return;
        try {
          mounted = module.mount(element.current, { ...latestProps.current, locale, theme });
        } catch (error) {
          console.warn(`${MINI_APP_FAILURE}: ${name} (mount threw: ${error instanceof Error ? error.message : String(error)})`);
          settle('failed');
          return;
        }
        settle('ready');
      })
      .catch(() => {
        if (!cancelled) settle('failed');
      });
    return () => {
      cancelled = true;
      mounted?.unmount();
    };
    // Props are read when it mounts; a new locale or theme mounts it again with them.
  }, [allowed, name, site, locale, theme]);

  if (state === 'off' || state === 'failed') return null;
  return (
    <div className={className} data-mini-app-host={name} data-state={state}>
      {state === 'loading' && loading}
      <div ref={element} hidden={state !== 'ready'} style={{ display: state === 'ready' ? 'contents' : undefined }} />
    </div>
  );
}
