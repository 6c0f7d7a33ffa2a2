/** Gathers the diagnostics' facts from the core's parts, and returns their text through the one redaction. */
import os from 'node:os';
import type { Diagnostics } from '../../../shared/ipc/ipc-contract';
import type { ConnectionManager } from '../connection/connection-manager';
import type { FailedRequest } from '../logging/request-events';
import type { NetworkDescription } from '../network/network-description';
import type { QuotaTracker } from '../quota/quota-tracker';
import { diagnosticsText } from './diagnostics-text';

export interface DiagnosticsSources {
  appVersion: string;
  shell: 'electron' | 'browser';
  connections: ConnectionManager;
  quota: QuotaTracker;
  recentErrors(): FailedRequest[];
  logsFolder: string;
  describeNetwork(target: URL): NetworkDescription;
  redact(text: string): string;
  now: () => Date;
}

function networkFor(address: string, describe: (target: URL) => NetworkDescription): NetworkDescription | null {
  try {
    return describe(new URL(address));
  } catch {
    return null;
  }
}

export async function collectDiagnostics(sources: DiagnosticsSources, browser: string | null): Promise<Diagnostics> {
  const status = await sources.connections.status();
  const text = diagnosticsText({
    generatedAt: sources.now().toISOString(),
    appVersion: sources.appVersion,
    shell: sources.shell,
    versions: { electron: process.versions['electron'], node: process.versions.node, chrome: process.versions['chrome'] },
    browser: sources.shell === 'browser' ? browser : null,
    os: { platform: process.platform, release: os.release(), arch: process.arch },
    connection: { kind: status.kind, address: status.baseUrl, hasKey: status.hasKey, keyStorage: status.keyStorageName },
    network: networkFor(status.baseUrl, sources.describeNetwork),
    quota: sources.quota.state(sources.connections.identity().id),
    errors: sources.recentErrors(),
    logsFolder: sources.logsFolder,
  });
  return { text: sources.redact(text), logsFolder: sources.logsFolder };
}
