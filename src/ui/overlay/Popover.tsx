import {
  useCallback,
  useId,
  useRef,
  useState,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import './popover.css';

export interface PopoverProps {
  /** The trigger's content (an icon, a code); `label` is its accessible name. */
  trigger: ReactNode;
  label: string;
  /** Shown as the panel's heading for screen readers and sighted users. */
  heading?: ReactNode;
  /** Rendered only while open, so a lazily loaded panel costs nothing until it is wanted. */
  children: (close: () => void) => ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
  /** Warm a lazy panel's chunk when the pointer or focus arrives at the trigger. */
  onIntent?: () => void;
  'data-testid'?: string;
}

/**
 * A disclosure button with a panel on the native Popover API: light dismiss (outside click,
 * Escape), top layer, focus back to the trigger on Escape, and `aria-expanded` kept by the
 * browser. The panel is placed under the trigger with a few lines of script (CSS anchor
 * positioning is not in every browser yet).
 */
export function Popover({
  trigger,
  label,
  heading,
  children,
  align = 'end',
  triggerClassName,
  panelClassName,
  onIntent,
  'data-testid': testId,
}: PopoverProps) {
  const id = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const place = useCallback(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!button || !panel) return;
    const box = button.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    const edge = (align === 'end') !== rtl ? 'right' : 'left';
    panel.style.top = `${Math.round(box.bottom + 8)}px`;
    if (edge === 'right') {
      panel.style.left = 'auto';
      panel.style.right = `${Math.max(8, Math.round(window.innerWidth - box.right))}px`;
    } else {
      panel.style.right = 'auto';
      panel.style.left = `${Math.max(8, Math.round(box.left))}px`;
    }
  }, [align]);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const isOpen = event.newState === 'open';
    setOpen(isOpen);
    if (isOpen) {
      place();
      // Move focus into the panel so keyboard users land on the choices.
      requestAnimationFrame(() => {
        const first = panelRef.current?.querySelector<HTMLElement>(
          '[aria-current="true"], [aria-checked="true"], a[href], button:not([disabled]), input',
        );
        first?.focus();
      });
    }
  };

  const close = useCallback(() => document.getElementById(id)?.hidePopover(), [id]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={['popover-trigger', triggerClassName].filter(Boolean).join(' ')}
        popoverTarget={id}
        aria-label={label}
        title={label}
        aria-haspopup="true"
        onPointerEnter={onIntent}
        onFocus={onIntent}
        data-testid={testId}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        role="group"
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : label}
        className={['popover', panelClassName].filter(Boolean).join(' ')}
        onToggle={onToggle}
        data-testid={testId ? `${testId}-panel` : undefined}
      >
        {heading && (
          <p id={headingId} className="popover__heading">
            {heading}
          </p>
        )}
        {open && children(close)}
      </div>
    </>
  );
}
