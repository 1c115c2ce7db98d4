/**
 * The page's own modal dialogs (a transfer, a close-position confirmation, the phone's markets
 * sheet) that are open now. They are native `<dialog>`s a page opens itself, not overlays the
 * shell hosts, so the screen arbiter would not know of them: a marketing pop-up could open over
 * the dialog the trader opened. The overlay host reads this (DESIGN: at most one modal dialog) and
 * holds policy dialogs back while one is open, as it does for the user overlays it hosts.
 */
const open = new Set<HTMLDialogElement>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const forget = (dialog: HTMLDialogElement) => {
  if (open.delete(dialog)) notify();
};

/** `showModal()`, counted until the dialog closes (by `close()`, Escape or the returned function, which also closes it: call it on unmount). */
export function showPageModal(dialog: HTMLDialogElement): () => void {
  if (!dialog.open) dialog.showModal();
  const onClose = () => forget(dialog);
  dialog.addEventListener('close', onClose);
  if (!open.has(dialog)) {
    open.add(dialog);
    notify();
  }
  return () => {
    dialog.removeEventListener('close', onClose);
    if (dialog.open) dialog.close();
    forget(dialog);
  };
}

export function subscribePageModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether one of the page's own modal dialogs is open. */
export function pageModalOpen(): boolean {
  return open.size > 0;
}
