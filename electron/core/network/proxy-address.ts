/** A proxy URL as it may be shown: host:port, and whether it carries credentials. */
export interface ProxyAddress {
  address: string;
  hasCredentials: boolean;
}

export function proxyAddressOf(proxyUrl: string): ProxyAddress {
  try {
    const url = new URL(proxyUrl.includes('://') ? proxyUrl : `http://${proxyUrl}`);
    const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80';
    return { address: `${url.hostname}:${port}`, hasCredentials: url.username !== '' || url.password !== '' };
  } catch {
    return { address: 'an address that cannot be read', hasCredentials: false };
  }
}
