/**
 * The core's network: the `fetch` every marketplace request, sample download, key check and badge
 * goes through, and the Settings → Network choices behind it. A change takes effect at once: a
 * new dispatcher serves the requests from then on, and the old one closes once its requests end.
 */
import { X509Certificate } from 'node:crypto';
import { fetch as undiciFetch, type Dispatcher } from 'undici';
import type { Result } from '../../../shared/domain/app-error';
import type { NetworkSystemAsked, NetworkView } from '../../../shared/ipc/network-contract';
import type { KeyStore } from '../secrets/key-store';
import { buildDispatcher } from './build-dispatcher';
import { readAuthority } from './certificate-authorities';
import { inspectCertificate } from './certificate-inspection';
import { fetchThroughChromium, type ChromiumNetwork } from './chromium-requests';
import { faultCode, faultText } from './fault-text';
import { describeNetworkWith } from './network-description';
import { classifyChromiumError, classifyNetworkError } from './network-fault';
import { NetworkFaultError } from './network-fault-error';
import { readNetworkFile, writeNetworkFile, type NetworkFile } from './network-settings-file';
import { setCurrentNetworkSetup, type NetworkSetup } from './network-setup';
import { proxyAddressOf } from './proxy-address';
import { basicToken, proxyCredentialStore, splitProxyUrl, type ProxyCredentials } from './proxy-credentials';
import { createProxyLoginMemory } from './proxy-login-memory';
import { readProxyEnv } from './proxy-env';
import { proxyRouteFor, type Env } from './proxy-route';
import { chooseTransport, type Transport } from './transport-choice';

export interface NetworkServiceOptions {
  userDataDir: string;
  shell: 'electron' | 'browser';
  keys: Pick<KeyStore, 'get' | 'set' | 'delete'>;
  /** Electron: Chromium's network stack and the session's proxy settings (electron/main/chromium-fetch.ts). */
  chromium?: ChromiumNetwork;
  /** Every proxy password is handed here before it is used, so no log or file can show it. */
  rememberSecret(secret: string): void;
  now(): Date;
  log(line: string): void;
  env?: Env;
}

interface ProxyInput {
  mode: NetworkSetup['mode'];
  manualUrl: string;
  manualBypass: string[];
}

export interface NetworkService {
  fetch: typeof fetch;
  view(): NetworkView;
  setProxy(input: ProxyInput): Promise<Result<NetworkView>>;
  setCredentials(credentials: ProxyCredentials | null): Promise<Result<NetworkView>>;
  addAuthority(pem: string): Promise<Result<NetworkView>>;
  removeAuthority(fingerprintSha256: string): Promise<Result<NetworkView>>;
  dispose(): Promise<void>;
}

interface Carrier {
  setup: NetworkSetup;
  credentials: ProxyCredentials | null;
  transport: Transport;
  dispatcher: Dispatcher;
}

const invalid = (message: string, param?: string): Result<never> => ({ ok: false, error: { kind: 'invalid_input', message, ...(param ? { param } : {}) } });

export async function openNetworkService(options: NetworkServiceOptions): Promise<NetworkService> {
  const env = options.env ?? process.env;
  const credentialStore = proxyCredentialStore(options.keys);
  const { file: initial, notice } = await readNetworkFile(options.userDataDir, options.now());
  if (notice !== null) options.log(notice);
  let file: NetworkFile = initial;
  let credentials = await credentialStore.get().catch(() => null);
  for (const secret of envSecrets(env)) options.rememberSecret(secret);
  if (credentials !== null) options.rememberSecret(credentials.password);
  const logins = createProxyLoginMemory();
  const chromium = options.chromium;
  let carrier = carry();

  function setupOf(): NetworkSetup {
    const extraAuthorities = file.authorities.flatMap((pem) => {
      const read = readAuthority(pem, null);
      return read.ok ? [read.authority] : [];
    });
    return {
      mode: file.mode,
      manualUrl: file.manualUrl,
      manualBypass: file.manualBypass,
      extraAuthorities,
      hasStoredCredentials: credentials !== null,
      systemFrom: chromium !== undefined && chooseTransport({ mode: file.mode, extraAuthorities }, true) === 'chromium' ? 'chromium' : 'environment',
    };
  }

  function carry(): Carrier {
    const setup = setupOf();
    setCurrentNetworkSetup(setup);
    const transport = chooseTransport(setup, chromium !== undefined);
    return { setup, credentials, transport, dispatcher: buildDispatcher(setup, credentials, env) };
  }

  function replaceCarrier(): void {
    const old = carrier;
    carrier = carry();
    // close() lets the requests under way finish first.
    void old.dispatcher.close().catch(() => undefined);
  }

  async function explain(error: unknown, target: URL, used: Carrier): Promise<unknown> {
    const fault =
      used.transport === 'chromium' ? classifyChromiumError(error) : classifyNetworkError(error, proxyRouteFor(used.setup, env, target).route === 'proxy');
    if (fault === null) return error;
    const route = proxyRouteFor(used.setup, env, target);
    const certificate =
      fault.kind === 'certificate' && used.transport === 'undici'
        ? await inspectCertificate(
            target,
            route.route === 'proxy' ? { proxyUrl: route.url, authorization: used.credentials === null ? null : basicToken(used.credentials) } : null,
          )
        : null;
    const description = describeNetworkWith(used.setup, env, target);
    const message = faultText(fault, { host: target.host, proxy: description.proxy, shell: options.shell, certificate });
    const code = fault.kind === 'certificate' || fault.kind === 'proxy_unreachable' ? fault.code : `DMD_${faultCode(fault).toUpperCase()}`;
    return new NetworkFaultError(message, faultCode(fault), code, error);
  }

  const networkFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const used = carrier;
    const target = new URL(input instanceof Request ? input.url : input.toString());
    try {
      if (used.transport === 'chromium' && chromium !== undefined)
        return await fetchThroughChromium({ chromium, logins, saved: () => credentials, shell: options.shell }, input, init);
      return (await undiciFetch(input as never, { ...(init as object), dispatcher: used.dispatcher })) as unknown as Response;
    } catch (error) {
      if (init?.signal?.aborted || error instanceof NetworkFaultError) throw error;
      throw await explain(error, target, used);
    }
  }) as typeof fetch;

  function view(): NetworkView {
    const proxyEnv = readProxyEnv(env);
    const variables = [
      ...(proxyEnv.httpsProxy ? [{ name: proxyEnv.httpsProxy.source, ...proxyAddressOf(proxyEnv.httpsProxy.url) }] : []),
      ...(proxyEnv.httpProxy ? [{ name: proxyEnv.httpProxy.source, ...proxyAddressOf(proxyEnv.httpProxy.url) }] : []),
    ].filter((entry, index, all) => all.findIndex((other) => other.name === entry.name) === index);
    return {
      mode: file.mode,
      manualUrl: file.manualUrl,
      manualBypass: file.manualBypass,
      credentialsUser: credentials?.username ?? null,
      system:
        chromium !== undefined
          ? { from: 'chromium', askedBy: askedBy() }
          : {
              from: 'environment',
              variables: variables.map(({ name, address, hasCredentials }) => ({ name, address, hasCredentials })),
              noProxy: proxyRouteFor({ ...carrier.setup, mode: 'system' }, env, new URL('https://x.invalid')).bypass,
            },
      authorities: file.authorities.flatMap((pem) => {
        try {
          const certificate = new X509Certificate(pem);
          const read = readAuthority(pem, null);
          return read.ok ? [{ subject: read.authority.subject, fingerprintSha256: read.authority.fingerprintSha256, validTo: certificate.validTo }] : [];
        } catch {
          return [];
        }
      }),
      nodeExtraCaCerts: env['NODE_EXTRA_CA_CERTS'] ?? null,
    };
  }

  /** The proxy that asked Chromium for a password last, never with its realm's or any credentials' text. */
  function askedBy(): NetworkSystemAsked | null {
    const last = logins.lastAsked();
    return last === null ? null : { address: last.proxy.address, outcome: last.outcome };
  }

  async function save(next: NetworkFile): Promise<Result<NetworkView>> {
    try {
      await writeNetworkFile(options.userDataDir, next);
    } catch {
      return { ok: false, error: { kind: 'storage', code: 'settings_not_saved', message: 'The network settings could not be saved.' } };
    }
    file = next;
    replaceCarrier();
    return { ok: true, value: view() };
  }

  return {
    fetch: networkFetch,
    view,
    async setProxy(input) {
      let manualUrl = '';
      if (input.mode === 'manual' || input.manualUrl !== '') {
        if (input.manualUrl === '') return invalid('Enter the proxy address, such as http://proxy.example.com:3128.', 'manualUrl');
        let split: ReturnType<typeof splitProxyUrl>;
        try {
          split = splitProxyUrl(input.manualUrl);
        } catch {
          return invalid('That proxy address cannot be read; write it as http://host:port.', 'manualUrl');
        }
        if (!/^(https?|socks5?):\/\//.test(split.url)) return invalid('A proxy address starts with http://, https:// or socks5://.', 'manualUrl');
        manualUrl = split.url;
        if (split.credentials !== null) {
          const stored = await storeCredentials(split.credentials);
          if (!stored.ok) return stored;
        }
      }
      return save({ ...file, mode: input.mode, manualUrl, manualBypass: input.manualBypass });
    },
    async setCredentials(next) {
      const stored = next === null ? await clearCredentials() : await storeCredentials(next);
      if (!stored.ok) return stored;
      replaceCarrier();
      return { ok: true, value: view() };
    },
    async addAuthority(pem) {
      const read = readAuthority(pem, options.now());
      if (!read.ok) return invalid(read.reason, 'pem');
      if (carrier.setup.extraAuthorities.some((known) => known.fingerprintSha256 === read.authority.fingerprintSha256)) return { ok: true, value: view() };
      return save({ ...file, authorities: [...file.authorities, read.authority.pem] });
    },
    async removeAuthority(fingerprint) {
      const authorities = file.authorities.filter((pem) => readAuthority(pem, null).ok && readAuthorityFingerprint(pem) !== fingerprint);
      return save({ ...file, authorities });
    },
    async dispose() {
      await carrier.dispatcher.close().catch(() => undefined);
    },
  };

  async function storeCredentials(next: ProxyCredentials): Promise<Result<null>> {
    options.rememberSecret(next.password);
    try {
      await credentialStore.set(next);
    } catch {
      return { ok: false, error: { kind: 'storage', message: 'The proxy credentials could not be kept in the keychain.' } };
    }
    credentials = next;
    await credentialsChanged();
    return { ok: true, value: null };
  }

  async function clearCredentials(): Promise<Result<null>> {
    await credentialStore.clear().catch(() => undefined);
    credentials = null;
    await credentialsChanged();
    return { ok: true, value: null };
  }

  /** Chromium keeps the credentials a proxy took: it forgets them, so the proxy's next 407 is answered with the new ones. */
  async function credentialsChanged(): Promise<void> {
    logins.credentialsChanged();
    await chromium?.clearAuthCache().catch(() => options.log('Chromium could not forget the proxy credentials it kept; it asks again after a restart.'));
  }
}

function readAuthorityFingerprint(pem: string): string | null {
  try {
    return new X509Certificate(pem).fingerprint256;
  } catch {
    return null;
  }
}

/** Passwords in the environment's proxy URLs: never logged, never written. */
function envSecrets(env: Env): string[] {
  const proxyEnv = readProxyEnv(env);
  return [proxyEnv.httpProxy?.url, proxyEnv.httpsProxy?.url].flatMap((url) => {
    if (url === undefined) return [];
    try {
      const password = decodeURIComponent(new URL(url.includes('://') ? url : `http://${url}`).password);
      return password === '' ? [] : [password];
    } catch {
      return [];
    }
  });
}
