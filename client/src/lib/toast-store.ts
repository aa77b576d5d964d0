import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  /** i18n key: the toast follows the language switch */
  key: string;
  /** the BFF's own French message; shown instead of the key's text while the UI is in French */
  serverText?: string;
}

const MAX_TOASTS = 4;
const listeners = new Set<() => void>();
let toasts: readonly ToastMessage[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<ToastMessage, 'id'>): void {
  // The same message twice in a row (a double click) shows once, restarted.
  const others = toasts.filter((t) => t.key !== toast.key || t.serverText !== toast.serverText);
  toasts = [...others, { ...toast, id: nextId++ }].slice(-MAX_TOASTS);
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
