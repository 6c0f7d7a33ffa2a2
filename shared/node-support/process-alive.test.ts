import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from './process-alive';

describe('isProcessAlive', () => {
  it('knows this process and its parent are alive, and that nonsense pids are not', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(process.ppid)).toBe(true);
    for (const pid of [0, -1, 1.5, Number.NaN, 2 ** 40]) expect(isProcessAlive(pid)).toBe(false);
  });

  it('counts a killed process as gone, also before its parent collects it', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const pid = child.pid ?? 0;
    expect(isProcessAlive(pid)).toBe(true);
    // Killed, but not yet waited for by this (its parent) process: a zombie for a moment.
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => isProcessAlive(pid), { timeout: 5_000 }).toBe(false);
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
  });
});
