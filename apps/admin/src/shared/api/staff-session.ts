// The staff login state: token and username in sessionStorage (closing the tab ends the session),
// kept apart from the member app's localStorage keys. Components subscribe to changes.
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'staffToken';
const ACCOUNT_KEY = 'staffAccount';

export interface StaffCredentials {
  token: string;
  account: string;
}

const listeners = new Set<() => void>();
let cached: StaffCredentials | null = read();

function read(): StaffCredentials | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const account = sessionStorage.getItem(ACCOUNT_KEY);
  return token && account ? { token, account } : null;
}

function notify(): void {
  cached = read();
  for (const listener of listeners) listener();
}

export function getStaffCredentials(): StaffCredentials | null {
  return cached;
}

export function saveStaffCredentials(credentials: StaffCredentials): void {
  sessionStorage.setItem(TOKEN_KEY, credentials.token);
  sessionStorage.setItem(ACCOUNT_KEY, credentials.account);
  notify();
}

export function clearStaffCredentials(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(ACCOUNT_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffCredentials(): StaffCredentials | null {
  return useSyncExternalStore(subscribe, getStaffCredentials);
}
