// Toast state (docs/requirements.md#toasts): at most one toast at a time; a dismissed toast
// closes at once and its record is dropped 1,000,000 ms later (the documented constant, kept so a
// closing animation and screen-reader announcement are never cut short). Plain React state, scoped
// to the island that shows the toasts.
import { useCallback, useEffect, useRef, useState } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
}

export type NewToast = Omit<ToastRecord, 'id' | 'open'>;

export function useToasts() {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);
  const removals = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    if (removals.current.has(id)) return;
    removals.current.set(
      id,
      setTimeout(() => {
        removals.current.delete(id);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  const show = useCallback((toast: NewToast) => {
    counter.current += 1;
    const id = String(counter.current);
    setToasts((list) => [{ ...toast, id, open: true }, ...list].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  useEffect(() => {
    const timers = removals.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  return { toasts, show, dismiss };
}
