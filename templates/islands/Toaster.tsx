// The notification region (docs/requirements.md#toasts): each toast closes by itself after its display
// time (paused while the pointer or focus is on it), Escape on its close button closes it, a swipe
// to the right past 50 px dismisses it and a shorter one lets it spring back, F8 moves focus to the
// region, and screen readers hear each new toast through a live region. The viewport is at most
// 420 px wide (widgets-forms.css). Its words, read by screen readers, come with the island that
// uses it. Written here rather than taken from a toast library: the smallest well-kept one (sonner)
// would take the careers page over its JavaScript budget (docs/benchmarks.md, JavaScript per page).
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastRecord } from './toast-store.ts';

/** What screen readers call a toast, its close button and the region (`{hotkey}`: the key that
 * jumps there). */
export interface ToasterLabels {
  toast: string;
  close: string;
  region: string;
}

const HOTKEY = 'F8';
/** Movement below this is a click or a tremor, not the start of a swipe. */
const SWIPE_START_PX = 10;

function Toast({ toast, closeLabel, onDismiss }: { toast: ToastRecord; closeLabel: string; onDismiss: (id: string) => void }) {
  const { id } = toast;
  const ref = useRef<HTMLLIElement>(null);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const swipeFrom = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss, id]);

  const swipe = (state: 'move' | 'cancel' | 'end', distance = 0) => {
    const element = ref.current;
    if (!element) return;
    element.dataset.swipe = state;
    element.style.setProperty('--toast-swipe-x', `${distance}px`);
  };
  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    swipeFrom.current = event.clientX;
    ref.current?.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (swipeFrom.current === null) return;
    const distance = Math.max(0, event.clientX - swipeFrom.current);
    if (distance > SWIPE_START_PX || ref.current?.dataset.swipe === 'move') swipe('move', distance);
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    if (swipeFrom.current === null) return;
    const distance = Math.max(0, event.clientX - swipeFrom.current);
    swipeFrom.current = null;
    if (ref.current?.dataset.swipe !== 'move') return;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) {
      swipe('end', distance);
      onDismiss(id);
    } else swipe('cancel');
  };

  return (
    <li
      ref={ref}
      className={`toast toast-${toast.variant}`}
      data-state="open"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="toast-title">{toast.title}</div>
      {toast.description ? <div className="toast-description">{toast.description}</div> : null}
      <button
        type="button"
        className="toast-close"
        aria-label={closeLabel}
        onClick={() => onDismiss(id)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDismiss(id);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function Toaster({ toasts, labels, onDismiss, children }: { toasts: ToastRecord[]; labels: ToasterLabels; onDismiss: (id: string) => void; children: ReactNode }) {
  // The region exists only once the island is live: in the server HTML it would be an empty
  // landmark for visitors without script.
  const [live, setLive] = useState(false);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    setLive(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const open = toasts.filter((toast) => toast.open);
  const latest = open[0];
  const regionLabel = labels.region.replace('{hotkey}', HOTKEY);
  return (
    <>
      {children}
      {live ? (
        <div role="region" aria-label={regionLabel}>
          {/* a failure interrupts what is being read, a success waits its turn */}
          <div className="visually-hidden" aria-live={latest?.variant === 'destructive' ? 'assertive' : 'polite'} aria-atomic="true">
            {latest ? `${labels.toast} ${latest.title} ${latest.description ?? ''}` : ''}
          </div>
          <ol ref={viewport} className="toast-viewport" tabIndex={-1}>
            {open.map((toast) => (
              <Toast key={toast.id} toast={toast} closeLabel={labels.close} onDismiss={onDismiss} />
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}
