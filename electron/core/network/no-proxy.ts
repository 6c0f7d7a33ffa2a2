import { ownValue } from '../../../shared/domain/own-keys';

/** The NO_PROXY rule, matched as undici's EnvHttpProxyAgent matches it. */
const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443 };

export function bypassEntries(list: string): string[] {
  return list.split(/[,\s]/).filter((entry) => entry !== '');
}

export function isBypassed(target: URL, list: string): boolean {
  const entries = bypassEntries(list);
  if (entries.length === 0) return false;
  if (list.trim() === '*') return true;
  const hostname = target.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(target.port, 10) || (ownValue(DEFAULT_PORTS, target.protocol) ?? 0);
  return entries.some((raw) => {
    const parsed = /^(.+):(\d+)$/.exec(raw);
    const host = (parsed?.[1] ?? raw).toLowerCase();
    const entryPort = parsed?.[2] === undefined ? 0 : Number.parseInt(parsed[2], 10);
    if (entryPort !== 0 && entryPort !== port) return false;
    if (!/^[.*]/.test(host)) return hostname === host;
    return hostname.endsWith(host.replace(/^\*/, ''));
  });
}
