import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { IconButton } from '../form/Button';
import { CloseIcon } from '../icons/controlIcons';
import './promoCard.css';
import { isPlainClick } from '../../lib/browser/plainClick';

export interface PromoCardProps {
  /** The card's heading (server text). */
  title: string;
  /** More text under the title (already sanitised server HTML, or plain text). */
  children?: ReactNode;
  /** The artwork (a URL already judged by the URL policy); none: a plain card. */
  image?: string;
  /** Where the card leads (already judged); none: the card is not a link. */
  href?: string;
  /** The call to action's label. */
  action: string;
  onOpen(): void;
  onClose(): void;
  /** Paging through several cards (the alpha banner), with its labels in the reader's language. */
  pager?: { index: number; count: number; onPrevious(): void; onNext(): void; previousLabel: string; nextLabel: string; countLabel: string };
  /** The close icon's label, in the reader's language. */
  closeLabel: string;
  /** 'open' or 'closed': the card slides in and out. */
  state: string;
  'data-overlay': string;
  'data-variant'?: string;
}

/**
 * A promotional card at the foot of the viewport (the homepage and alpha banners): artwork,
 * title, text, a call to action, a close icon and, for several cards, a pager. A complementary
 * landmark, never modal: it informs without blocking the page. Its labels come from the caller
 * (translated in the caller's catalog: the first-load shell catalog carries none of them).
 */
export function PromoCard(props: PromoCardProps) {
  const { pager } = props;
  const root = useRef<HTMLElement>(null);
  /** Judged by the URL policy where the card is made (serverLink in each banner). */
  const art = props.image;
  // On phones the card spans the foot of the page: what else sits there (the demo's panel tab)
  // moves up by its height (--screen-promo-height).
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const style = document.documentElement.style;
    const measure = () => style.setProperty('--screen-promo-height', `${element.offsetHeight + 12}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.removeProperty('--screen-promo-height');
    };
  }, []);
  return (
    <aside
      ref={root}
      className="promo-card"
      aria-label={props.title}
      data-state={props.state}
      data-overlay={props['data-overlay']}
      data-variant={props['data-variant']}
    >
      {art && <img className="promo-card__art" src={art} alt="" width={88} height={88} decoding="async" />}
      <div className="promo-card__body">
        <h2 className="promo-card__title">{props.title}</h2>
        {props.children && <div className="promo-card__text">{props.children}</div>}
        <div className="promo-card__foot">
          {props.href && (
            <a
              className="promo-card__action"
              href={props.href}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                props.onOpen();
              }}
            >
              {props.action}
            </a>
          )}
          {pager && pager.count > 1 && (
            <div className="promo-card__pager">
              <IconButton label={pager.previousLabel} className="icon-btn--bare" onClick={pager.onPrevious}>
                <span aria-hidden="true" className="promo-card__chevron">‹</span>
              </IconButton>
              <span className="promo-card__count" aria-live="polite">
                {pager.countLabel}
              </span>
              <IconButton label={pager.nextLabel} className="icon-btn--bare" onClick={pager.onNext}>
                <span aria-hidden="true" className="promo-card__chevron">›</span>
              </IconButton>
            </div>
          )}
        </div>
      </div>
      <IconButton label={props.closeLabel} className="icon-btn--bare promo-card__close" onClick={props.onClose}>
        <CloseIcon />
      </IconButton>
    </aside>
  );
}
