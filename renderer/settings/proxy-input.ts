/** Settings → Network's Manual fields as typed, checked before they go to the core (which checks them again). */

export type ProxyInputCheck = { ok: true; url: string; bypass: string[] } | { ok: false; field: 'url' | 'bypass'; message: string };

/** A bypass list as `NO_PROXY` writes it: entries split by commas, spaces or new lines. */
export function splitBypass(text: string): string[] {
  return text.split(/[\s,]+/).filter((entry) => entry !== '');
}

export function checkManualProxy(urlText: string, bypassText: string): ProxyInputCheck {
  const url = urlText.trim();
  if (url === '') return { ok: false, field: 'url', message: 'Enter the proxy address, such as http://proxy.example.com:3128.' };
  if (!/^(https?|socks5?):\/\//i.test(url)) return { ok: false, field: 'url', message: 'A proxy address starts with http://, https:// or socks5://.' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, field: 'url', message: 'That proxy address cannot be read; write it as http://host:port.' };
  }
  if (parsed.hostname === '') return { ok: false, field: 'url', message: 'The proxy address needs a host name, as in http://proxy.example.com:3128.' };
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '')
    return { ok: false, field: 'url', message: 'A proxy address is only scheme, host and port, without a path.' };
  const bypass = splitBypass(bypassText);
  if (bypass.length > 100) return { ok: false, field: 'bypass', message: 'The bypass list holds at most 100 entries.' };
  const tooLong = bypass.find((entry) => entry.length > 300);
  if (tooLong !== undefined) return { ok: false, field: 'bypass', message: `“${tooLong.slice(0, 40)}…” is too long for a host name.` };
  return { ok: true, url, bypass };
}
