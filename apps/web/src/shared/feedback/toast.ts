// Toasts (spec §8): a message shows for 2 s, then fades out over 0.3 s. One at a time; a new
// message replaces the one on screen.
import { useSyncExternalStore } from 'react';

export const TOAST_VISIBLE_MS = 2000;
export const TOAST_FADE_MS = 300;

export interface ToastState {
  id: number;
  message: string;
  phase: 'shown' | 'fading';
}

let current: ToastState | null = null;
let nextId = 1;
const timers: ReturnType<typeof setTimeout>[] = [];
const listeners = new Set<() => void>();

function publish(state: ToastState | null): void {
  current = state;
  for (const listener of listeners) listener();
}

export function showToast(message: string): void {
  for (const timer of timers.splice(0)) clearTimeout(timer);
  const id = nextId++;
  publish({ id, message, phase: 'shown' });
  timers.push(
    setTimeout(() => publish({ id, message, phase: 'fading' }), TOAST_VISIBLE_MS),
    setTimeout(() => publish(null), TOAST_VISIBLE_MS + TOAST_FADE_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastState | null {
  return current;
}

export function useToast(): ToastState | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
