/**
 * Help → "Marketplace API documentation": the connected service's own site when the app talks
 * to a remote marketplace over https (opened through the core's link vetting); the embedded
 * marketplace has no site, so the app says where it runs instead of opening a guessed URL.
 * Pure (no Electron imports); app-menu.ts acts on the answer.
 */
export type DocumentationTarget = { kind: 'open'; url: string } | { kind: 'explain'; message: string };

export function documentationTargetFor(status: { kind?: unknown; baseUrl?: unknown } | null): DocumentationTarget {
  const baseUrl = typeof status?.baseUrl === 'string' ? status.baseUrl : null;
  if (status?.kind === 'custom' && baseUrl) {
    try {
      const url = new URL(baseUrl);
      if (url.protocol === 'https:') return { kind: 'open', url: `${url.origin}/` };
    } catch {
      // fall through to the explanation
    }
  }
  return {
    kind: 'explain',
    message:
      status?.kind === 'embedded'
        ? `The app is connected to its embedded marketplace${baseUrl ? ` (${baseUrl})` : ''}, which implements the Dataset Marketplace Query API v1 locally and has no documentation site. Connect to a marketplace service in Settings to open its documentation.`
        : 'The current connection is not an https marketplace service, so there is no documentation site to open.',
  };
}
