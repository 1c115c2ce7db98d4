import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { AlertIcon } from '../icons/alertIcons';
import { CheckIcon } from '../icons/controlIcons';
import './toast.css';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const TOAST_MS = 4000;
const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

/** Show a short, polite status message (already translated by the caller). */
export function useToast(): (message: string, tone?: ToastTone) => void {
  const set = useSetAtom(toastsAtom);
  return useCallback(
    (message, tone = 'info') => {
      const id = nextId++;
      set((list) => [...list.slice(-2), { id, message, tone }]);
    },
    [set],
  );
}

/** Where toasts appear: one live region for the app (rendered once by the shell). */
export function ToastRegion() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function Toast({ toast }: { toast: ToastItem }) {
  const set = useSetAtom(toastsAtom);
  useEffect(() => {
    const timer = window.setTimeout(() => set((list) => list.filter((t) => t.id !== toast.id)), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [set, toast.id]);
  return (
    <div className={`toast toast--${toast.tone}`} data-testid="toast">
      {toast.tone === 'error' ? <AlertIcon className="toast__icon" /> : <CheckIcon className="toast__icon" />}
      <span>{toast.message}</span>
    </div>
  );
}
