/**
 * Whether a process id belongs to a running process: the test for files a crashed run left
 * behind (temp files, catalog builds) and for a stale single-instance lock. Signal 0 checks
 * without signalling; EPERM means it runs under another user, which is still alive.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
