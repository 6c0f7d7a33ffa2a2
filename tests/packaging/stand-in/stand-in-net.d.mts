import type { ClientRequest, ClientRequestConstructorOptions } from 'electron';

export interface StandInNetOptions {
  /** The system's proxy, as Chromium would take it from the OS (http://host:port); none: straight out. */
  proxy?: string | null;
  /** Chromium's proxy bypass rules: host names, `.domain` suffixes, and `<-loopback>` to proxy loopback too. */
  bypass?: string;
}

export interface StandInAttempt {
  url: string;
  viaProxy: boolean;
  /** The user name in the Proxy-Authorization it carried, if any. */
  proxyUser: string | null;
}

export interface StandInNet {
  /** Electron's `net.request`, as far as the app uses it. */
  request(options: ClientRequestConstructorOptions | string): ClientRequest;
  /** The session's `clearAuthCache()`. */
  clearAuthCache(): Promise<void>;
  sent: StandInAttempt[];
}

export function createStandInNet(options?: StandInNetOptions): StandInNet;
