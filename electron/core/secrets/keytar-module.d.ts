/**
 * keytar's API as the core uses it. keytar is an optional dependency that may not install (see
 * keytar-backend.ts), and `tsc -b` must pass without it; the loaded module is checked at run time.
 */
declare module 'keytar' {
  export function getPassword(service: string, account: string): Promise<string | null>;
  export function setPassword(service: string, account: string, password: string): Promise<void>;
  export function deletePassword(service: string, account: string): Promise<boolean>;
}
