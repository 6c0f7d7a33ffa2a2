import { beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/domain/app-error';
import { useConnectionHealth } from './connection-health';
import { connectionNamespace, useConnectionStore } from './connection-store';
import { customStatus, embeddedStatus } from './connection-status.fixture';

const embedded = embeddedStatus;
const custom = customStatus('http://127.0.0.1:4600');
const noKey: AppError = { kind: 'unauthorized', code: 'no_key', message: 'No API key is set for this marketplace.' };
const unreachable: AppError = { kind: 'network', message: 'Could not reach the marketplace.' };
const health = () => useConnectionHealth.getState();

describe('the connection’s health', () => {
  beforeEach(() => {
    useConnectionStore.setState({ status: custom, error: null, savedNamespace: null });
    useConnectionHealth.setState({ problem: null });
  });

  it('forgets a problem when the connection changes, however it changed (here: the core’s event, not Settings)', () => {
    health().report(noKey, connectionNamespace(custom));
    expect(health().problem).toEqual(noKey);
    useConnectionStore.getState().setStatus(embedded);
    expect(health().problem).toBeNull();
  });

  it('forgets it when only the key changes, and keeps it when the same connection is said again', () => {
    health().report(noKey);
    useConnectionStore.getState().setStatus({ ...custom });
    expect(health().problem).toEqual(noKey);
    useConnectionStore.getState().setStatus({ ...custom, hasKey: true, maskedKey: 'ls_live_Xy…' });
    expect(health().problem).toBeNull();
  });

  it('takes no failure of another marketplace’s request, and no request the app cancelled', () => {
    health().report(noKey, connectionNamespace(embedded));
    expect(health().problem).toBeNull();
    health().report({ kind: 'network', code: 'cancelled', message: 'The request was cancelled.' }, connectionNamespace(custom));
    expect(health().problem).toBeNull();
    health().report(unreachable, connectionNamespace(custom));
    expect(health().problem).toEqual(unreachable);
  });

  it('is not cleared by another marketplace’s late success', () => {
    health().report(unreachable, connectionNamespace(custom));
    health().clear(connectionNamespace(embedded));
    expect(health().problem).toEqual(unreachable);
    health().clear(connectionNamespace(custom));
    expect(health().problem).toBeNull();
  });

  it('before the status is in, takes the failures of the saved last view’s connection, and only those', () => {
    useConnectionStore.setState({ status: null, savedNamespace: connectionNamespace(embedded) });
    health().report(unreachable, connectionNamespace(custom));
    expect(health().problem).toBeNull();
    health().report(unreachable, connectionNamespace(embedded));
    expect(health().problem).toEqual(unreachable);
  });
});
