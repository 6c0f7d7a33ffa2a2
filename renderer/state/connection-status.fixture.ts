/** Connection statuses as the core reports them, shared by the tests of what follows a connection change. */
import type { ConnectionStatus } from '../../shared/ipc/ipc-contract';

/** The embedded marketplace with its demo key. */
export const embeddedStatus: ConnectionStatus = {
  kind: 'embedded',
  baseUrl: 'http://127.0.0.1:4100',
  hasKey: true,
  maskedKey: 'ls_demo_Ab…',
  keyStorage: 'memory',
  keyStorageName: 'Memory (this run only)',
  notices: [],
};

/** Another marketplace, with no key saved for it. */
export const customStatus = (baseUrl: string): ConnectionStatus => ({ ...embeddedStatus, kind: 'custom', baseUrl, maskedKey: null, hasKey: false });
