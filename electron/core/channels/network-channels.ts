/** The channels of Settings → Network: the proxy, its credentials and this app's certificate authorities. */
import type { NetworkView } from '../../../shared/ipc/network-contract';
import type { Result } from '../../../shared/domain/app-error';
import type { ConnectionManager } from '../connection/connection-manager';
import type { FailureMemory } from '../http/failure-memory';
import type { NetworkService } from '../network/network-service';
import { ok, type ChannelHandlers } from './channel-handlers';

export interface NetworkChannelsOptions {
  network: NetworkService;
  connections: ConnectionManager;
  failures: FailureMemory;
}

type NetworkChannel =
  'network:get' | 'network:set-proxy' | 'network:set-credentials' | 'network:clear-credentials' | 'network:add-authority' | 'network:remove-authority';

export function networkChannels({ network, connections, failures }: NetworkChannelsOptions): ChannelHandlers<NetworkChannel> {
  /** A new set-up may reach what failed before: the remembered failures are asked again. */
  const changed = (result: Result<NetworkView>): Result<NetworkView> => {
    if (result.ok) failures.forget(connections.identity().id);
    return result;
  };
  return {
    'network:get': async () => ok(network.view()),
    'network:set-proxy': async (input) => changed(await network.setProxy(input)),
    'network:set-credentials': async (input) => changed(await network.setCredentials(input)),
    'network:clear-credentials': async () => changed(await network.setCredentials(null)),
    'network:add-authority': async (input) => changed(await network.addAuthority(input.pem)),
    'network:remove-authority': async (input) => changed(await network.removeAuthority(input.fingerprintSha256)),
  };
}
