/** A small native modal dialog for the futures page's confirmations (focus trapped, Escape closes). */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { showPageModal } from '../../../lib/browser/pageModals';

export function ModalSheet({ title, onClose, children, testId }: { title: ReactNode; onClose: () => void; children: ReactNode; testId: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // Counted as the page's own modal: no policy dialog opens over it (src/lib/browser/pageModals.ts).
    return dialog ? showPageModal(dialog) : undefined;
  }, []);
  return (
    <dialog
      ref={ref}
      className="futures-modal"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="futures-modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="futures-modal__close" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** A definition list of label and value rows. */
export function Rows({ rows }: { rows: readonly (readonly [ReactNode, ReactNode, string?])[] }) {
  return (
    <dl className="futures-rows">
      {rows.map(([label, value, id], index) => (
        <div key={index} data-row={id}>
          <dt>{label}</dt>
          <dd className="order-form__num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The idempotency key of one request (docs/futures.md). */
export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(36).slice(2)}`;
}
