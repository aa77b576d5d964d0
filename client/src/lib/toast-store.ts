import { useSyncExternalStore } from 'react';
import { currentRoutePath } from './base-url';

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  /** i18n key: the toast follows the language switch */
  key: string;
  /** the BFF's own French message; shown instead of the key's text while the UI is in French */
  serverText?: string;
  /** the router path of the page that raised it */
  page: string;
}

/** Errors and warnings speak of the page they were raised on; news of a success follows the user. */
const belongsToItsPage = (toast: ToastMessage) => toast.variant === 'danger' || toast.variant === 'warning';

const MAX_TOASTS = 4;
const listeners = new Set<() => void>();
let toasts: readonly ToastMessage[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<ToastMessage, 'id' | 'page'>): void {
  // The same message twice in a row (a double click) shows once, restarted.
  const others = toasts.filter((t) => t.key !== toast.key || t.serverText !== toast.serverText);
  toasts = [...others, { ...toast, id: nextId++, page: currentRoutePath() }].slice(-MAX_TOASTS);
  emit();
}

/** The user is now on `pathname` (a router path): the errors of the page they left go with it. */
export function leavePage(pathname: string): void {
  const kept = toasts.filter((t) => !belongsToItsPage(t) || t.page === pathname);
  if (kept.length === toasts.length) return;
  toasts = kept;
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
