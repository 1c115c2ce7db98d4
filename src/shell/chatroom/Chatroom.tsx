import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { trackOverlay } from '../../analytics';
import { routeAtom, storageAtom, userAtom, useDecision } from '../../facts';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { useSite } from '../../site/site';
import { IconButton } from '../../ui/form/Button';
import { CloseIcon } from '../../ui/icons/controlIcons';
import { whenIdle } from '../../lib/browser/whenIdle';
import { loadMiniApp, MiniAppFrame, miniAppUrl } from '../../widgets/mini-app';
import { chatroomMachine } from './chatroom.machine';
import './chatroom.css';

/** A group shortlink's streamer (SPEC section 4: shortlink=group with `to` opens a chat with that streamer). */
export function streamerOf(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get('shortlink') !== 'group') return null;
  const to = (query.get('to') ?? '').replace(/^"|"$/g, '');
  return /^[\w-]{1,64}$/.test(to) ? to : null;
}

/**
 * The chatroom widget (SPEC sections 2 item 11, 3, 4; data-overlay "chatroom"): a launcher at
 * the inline-end foot of the page and, open, a 400x700 px panel hosting the separately hosted
 * chatroom mini-app, with a loading box of that size until it mounts. Where it may load and
 * whether it opens on load is the `chatroom` decision (policies/chatroom.json); the mini-app gets
 * nickname, is_sub_account and locale, and a group shortlink's streamer as `to`. The mini-app is
 * prefetched when the browser is idle (2 s at the latest); if it cannot load, the widget goes.
 */
export function Chatroom({ autoOpen }: { autoOpen: boolean }) {
  const { t } = useLingui();
  const site = useSite();
  const write = useStorageWrite();
  const miniApps = useDecision('miniApps');
  const actor = useActorRef(chatroomMachine, {
    input: { autoOpen, write, prefetch: () => void loadMiniApp('chatroom', miniAppUrl('chatroom', site)).catch(() => actor.send({ type: 'chatroom.failed' })) },
  });
  const panel = useSelector(actor, (snapshot) => (snapshot.value as { panel: string }).panel);
  const cookies = useAtomValue(storageAtom).cookies;
  const user = useAtomValue(userAtom);
  const search = useAtomValue(routeAtom).search;
  const to = streamerOf(search);
  const props = useMemo(
    () => ({
      nickname: cookies.nickname ?? '',
      is_sub_account: user?.is_sub === true || user?.is_sub === 1 || user?.is_sub === '1',
      ...(to ? { to } : {}),
      onEvent: () => undefined,
    }),
    [cookies.nickname, user, to],
  );

  // The browser's idle time for the prefetch (SPEC section 4; the machine's 2 s fallback covers
  // browsers without requestIdleCallback).
  useEffect(() => whenIdle(() => actor.send({ type: 'chatroom.idle' }), { timeout: 2000 }), [actor]);

  useEffect(() => {
    if (panel === 'open') trackOverlay('chatroom', 'shown', to ? 'streamer' : undefined);
  }, [panel, to]);

  if (miniApps === false || panel === 'gone') return null;
  return (
    <div className="chatroom" data-overlay="chatroom" data-state={panel} data-variant={to ? 'streamer' : undefined}>
      {panel === 'open' ? (
        <section className="chatroom__panel" aria-label={t`Chatroom`}>
          <header className="chatroom__head">
            <h2 className="chatroom__title">{t`Chatroom`}</h2>
            <IconButton label={t`Minimise chat`} className="icon-btn--bare" onClick={() => actor.send({ type: 'chatroom.close' })}>
              <CloseIcon />
            </IconButton>
          </header>
          <MiniAppFrame
            name="chatroom"
            props={props}
            className="chatroom__app"
            loading={
              <div className="chatroom__loading" role="status" aria-label={t`Loading the chatroom`}>
                <span className="chatroom__spinner" aria-hidden="true" />
              </div>
            }
            onState={(state) => {
              if (state === 'failed' || state === 'off') actor.send({ type: 'chatroom.failed' });
            }}
          />
        </section>
      ) : (
        <button type="button" className="chatroom__launcher" onClick={() => actor.send({ type: 'chatroom.open' })} aria-label={t`Open the chatroom`}>
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
          </svg>
        </button>
      )}
    </div>
  );
}
