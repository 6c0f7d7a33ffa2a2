/**
 * DMD_API_KEY (automation: tests, scripted runs) is read once and removed from the process
 * environment at once, so no child process — `xdg-open`, the user's browser it starts, a
 * helper — ever inherits the key. The operating system still shows the environment the process
 * started with (`/proc/<pid>/environ` on Linux, to the same user and root): the variable is for
 * automation on a machine of one's own, not a way to hide a key (docs/data-on-disk.md).
 */
const API_KEY_VARIABLE = 'DMD_API_KEY';

export function takeApiKeyFromEnvironment(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = env[API_KEY_VARIABLE]?.trim() || undefined;
  delete env[API_KEY_VARIABLE];
  return key;
}
