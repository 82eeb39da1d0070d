/**
 * A tiny toast store: screens call showToast(), the ToastHost renders the list. No library:
 * the app needs only closable, self-dismissing messages.
 */
export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const remaining = toasts.filter((toast) => toast.id !== id);
  if (remaining.length === toasts.length) return;
  toasts = remaining;
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
