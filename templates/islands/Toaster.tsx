// The notification region (spec part 1 section 9) on @radix-ui/react-toast, which already has the
// spec's knobs: display time, swipe right past 50 px to dismiss, F8 to focus the region, and the
// screen-reader announcements. The viewport is at most 420 px wide (widgets.css). Its words, read
// by screen readers, come with the island that uses it.
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastRecord } from './toast-store.ts';

/** What screen readers call a toast, its close button and the region (`{hotkey}`: the key that
 * jumps there, filled by the toast library). */
export interface ToasterLabels {
  toast: string;
  close: string;
  region: string;
}

export function Toaster({ toasts, labels, onDismiss, children }: { toasts: ToastRecord[]; labels: ToasterLabels; onDismiss: (id: string) => void; children: ReactNode }) {
  // The region exists only once the island is live: in the server HTML it would be an empty
  // landmark for visitors without script, and its inline style would break the site's CSP.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={labels.toast}>
      {children}
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => (open ? undefined : onDismiss(toast.id))}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast toast-${toast.variant}`}
        >
          <Toast.Title className="toast-title">{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description className="toast-description">{toast.description}</Toast.Description> : null}
          <Toast.Close className="toast-close" aria-label={labels.close}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {live ? <Toast.Viewport className="toast-viewport" hotkey={['F8']} label={labels.region} /> : null}
    </Toast.Provider>
  );
}
