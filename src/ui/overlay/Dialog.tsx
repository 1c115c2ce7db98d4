import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
// eslint-disable-next-line no-restricted-imports -- a type only (erased): the dialog takes the overlay machine's handle
import type { OverlayHandle } from '../../overlays/machines/useOverlay';
import { CloseIcon } from '../icons/controlIcons';
import './dialog.css';

export interface DialogProps {
  /** The overlay machine driving this dialog (src/overlays/machines/useOverlay). */
  overlay: OverlayHandle;
  /** A centred modal dialog, or a drawer sliding in from the inline end (414px; full width on phones). */
  variant?: 'modal' | 'drawer';
  /** The accessible name, shown as the heading. */
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  /** Where focus goes when the dialog has closed: the button that opened it. */
  returnFocus?: HTMLElement | null;
  /** Escape closes it (SPEC: some dialogs are not closable; those pass false). */
  closeOnEscape?: boolean;
  /** A click on the backdrop closes it. */
  closeOnBackdrop?: boolean;
  /** Show the close (x) button. */
  closable?: boolean;
  /** CSS selector of the element to focus on open; default the first focusable one. */
  initialFocus?: string;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
  'data-testid'?: string;
  /** The overlay's id (its policy and folder name) for tests and tools: `data-overlay`. */
  'data-overlay'?: string;
  /** Which variant of the overlay shows, where it has variants: `data-variant`. */
  'data-variant'?: string;
}

/**
 * An accessible modal dialog or drawer on the native `<dialog>` element: `showModal()` puts it in
 * the top layer and makes the rest of the page inert (focus cannot leave it), Escape fires
 * `cancel`, which we turn into the machine's dismiss so it can animate out; focus returns to
 * `returnFocus` when it has closed. Rendered only while the machine is not closed.
 */
export function Dialog({
  overlay,
  variant = 'modal',
  title,
  description,
  returnFocus,
  closeOnEscape = true,
  closeOnBackdrop = true,
  closable = true,
  initialFocus,
  className,
  children,
  footer,
  'data-testid': testId,
  'data-overlay': overlayId,
  'data-variant': variantId,
}: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { mounted } = overlay;

  // A dialog nobody opened by a click (the screen opens policy dialogs) gives focus back to
  // whatever had it before it opened.
  const before = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!mounted || !dialog || dialog.open) return;
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const target =
      (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
      dialog.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus();
  }, [mounted, initialFocus]);

  // Focus goes back to the opener once the dialog is gone (the host unmounts it on close).
  const returnTo = useRef(returnFocus);
  useEffect(() => {
    returnTo.current = returnFocus;
  }, [returnFocus]);
  useEffect(() => {
    if (!mounted) return;
    return () => {
      const target = returnTo.current ?? before.current;
      if (target && target.isConnected) target.focus();
    };
  }, [mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Handle Escape before the browser does: Chrome only lets a page cancel the dialog's own
    // Escape handling after a user interaction inside it, and we want the slide-out every time.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (closeOnEscape && closable) overlay.dismiss();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: animate out through the machine instead of vanishing at once.
    event.preventDefault();
    if (closeOnEscape && closable) overlay.dismiss();
  };

  const onClose = () => {
    // The browser closed it without asking (a second quick Escape): follow, without animation;
    // a dialog that may not be closed shows again.
    if (overlay.state === 'closed') return;
    if (closable || closeOnEscape) overlay.forceClose();
    else if (overlay.visible) ref.current?.showModal();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!closeOnBackdrop || !closable || !dialog || event.target !== dialog) return;
    // The dialog box has no padding of its own, so a click that lands on the element itself
    // outside its box is on the ::backdrop. Keyboard "clicks" have no coordinates: ignore them.
    if (event.detail === 0) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) overlay.dismiss();
  };

  return (
    <dialog
      ref={ref}
      className={['dialog', `dialog--${variant}`, className].filter(Boolean).join(' ')}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onClick={onClick}
      data-testid={testId}
      data-overlay={overlayId}
      data-variant={variantId}
      {...overlay.rootProps}
    >
      <div className="dialog__frame">
        <header className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            )}
          </div>
          {closable && (
            <button
              type="button"
              className="dialog__close"
              aria-label={t`Close`}
              title={t`Close`}
              onClick={() => overlay.dismiss()}
              data-testid="dialog-close"
            >
              <CloseIcon />
            </button>
          )}
        </header>
        <div className="dialog__body">{children}</div>
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
