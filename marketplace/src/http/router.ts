/** Matches a method and path against routes declared with OpenAPI-style paths (`/v1/datasets/{id}`). */
export interface RoutePattern {
  method: string;
  path: string;
}

type RouteMatch<R> = { kind: 'found'; route: R; params: Record<string, string> } | { kind: 'method_not_allowed'; allowed: string[] } | { kind: 'not_found' };

interface CompiledRoute<R> {
  route: R;
  segments: Array<{ literal: string } | { param: string }>;
}

export interface Router<R extends RoutePattern> {
  /** `path` is the raw request path (no query); params come back still percent-encoded. */
  match(method: string, path: string): RouteMatch<R>;
}

export function createRouter<R extends RoutePattern>(routes: readonly R[]): Router<R> {
  const compiled: CompiledRoute<R>[] = routes.map((route) => ({
    route,
    segments: route.path
      .split('/')
      .slice(1)
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        return param ? { param: param[1] as string } : { literal: segment };
      }),
  }));
  return {
    match(method, path) {
      const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
      const parts = trimmed.split('/').slice(1);
      const allowed: string[] = [];
      for (const candidate of compiled) {
        const params = matchSegments(candidate.segments, parts);
        if (params === null) continue;
        if (candidate.route.method === method) return { kind: 'found', route: candidate.route, params };
        if (!allowed.includes(candidate.route.method)) allowed.push(candidate.route.method);
      }
      return allowed.length > 0 ? { kind: 'method_not_allowed', allowed } : { kind: 'not_found' };
    },
  };
}

function matchSegments(segments: CompiledRoute<unknown>['segments'], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params = new Map<string, string>();
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as CompiledRoute<unknown>['segments'][number];
    const part = parts[i] as string;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      if (part.length === 0) return null;
      params.set(segment.param, part);
    }
  }
  return Object.fromEntries(params);
}
