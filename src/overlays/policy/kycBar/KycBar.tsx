import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocalizedPath } from '../../../site/useLocalizedPath';
import { AppLink } from '../../../ui/AppLink';
import { IconButton } from '../../../ui/form/Button';
import { CloseIcon } from '../../../ui/icons/controlIcons';
import type { kycBarMachine } from './kycBar.machine';
import './kycBar.css';

export interface KycBarProps {
  actor: ActorRefFrom<typeof kycBarMachine>;
}

/**
 * The sticky KYC prompt bar (SPEC sections 2 item 6, 4, 9): 40px high, a help link, a Verify now
 * button and a close icon; its text scrolls as a marquee when it does not fit. Decided by
 * policies/kycBar.json, placed by policies/screen.json.
 */
export function KycBar({ actor }: KycBarProps) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const track = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  // Marquee only when the sentence is wider than its box (SPEC: "marquee text when overflowing").
  useLayoutEffect(() => {
    const box = track.current;
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="kyc-bar" role="region" aria-label={t`Identity verification`} data-overlay="kycBar" data-marquee={overflowing ? 'true' : 'false'}>
      <div className="kyc-bar__track" ref={track}>
        <p className="kyc-bar__text">
          <Trans>Verify your identity to unlock deposits, withdrawals and higher limits.</Trans>
        </p>
      </div>
      <AppLink className="kyc-bar__help" href={localize('/help')}>
        <Trans>Help</Trans>
      </AppLink>
      <button type="button" className="btn btn--primary btn--sm kyc-bar__verify" onClick={() => actor.send({ type: 'bar.verify' })}>
        <Trans>Verify now</Trans>
      </button>
      <IconButton label={t`Close`} className="icon-btn--bare" onClick={() => actor.send({ type: 'bar.close' })}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
