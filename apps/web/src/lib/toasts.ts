import { NOTICE_SECONDS } from './feedback';

/**
 * Short confirmations and failures of a person's own action ("Pinned", "Could not follow…") on
 * the plain-markup pages, shown by `ToastHost` at the top of the window; the Ant Design pages use
 * antd's `message` for the same (spec §9 durations in `feedback.ts`).
 */
export interface Toast {
  /** One toast per key at a time: a new one with the same key takes its place. */
  key: string;
  tone: 'success' | 'error' | 'info' | 'warning';
  content: string;
  /** Seconds on screen. */
  duration: number;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let nextKey = 0;

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(key: string): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
  if (toasts.some((toast) => toast.key === key)) publish(toasts.filter((t) => t.key !== key));
}

export function showToast({
  key = `toast-${(nextKey += 1)}`,
  tone,
  content,
  duration = NOTICE_SECONDS,
}: Omit<Toast, 'key' | 'duration'> & { key?: string; duration?: number }): void {
  clearTimeout(timers.get(key));
  const toast: Toast = { key, tone, content, duration };
  publish([...toasts.filter((t) => t.key !== key), toast]);
  timers.set(
    key,
    setTimeout(() => dismissToast(key), duration * 1000),
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}
