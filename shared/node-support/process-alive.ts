/**
 * Whether a process id belongs to a running process: the test for files a crashed run left
 * behind (temp files, catalog builds) and for a stale single-instance lock. Signal 0 checks
 * without signalling; EPERM means it runs under another user, which is still alive. On Linux a
 * killed process whose parent has not collected it yet (a zombie) still answers signal 0, so
 * its state in /proc decides.
 */
import { readFileSync } from 'node:fs';

function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // `pid (name) S …`: the state follows the last ')' (the name itself may hold one).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}
