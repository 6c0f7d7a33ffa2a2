import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDatabaseDamage } from '../db/database-damage';
import type { MarketplaceServices, Route } from '../routes/define-route';
import { ApiError, insufficientScope, internalError, invalidApiKey, methodNotAllowed, missingApiKey, quotaExceeded, routeNotFound } from './api-error';
import { apiKeyOfRequest } from './api-key-of-request';
import { anonymousRateLimit, rateLimitHeaders } from './rate-limit-headers';
import { RequestAbortedError } from './request-body';
import { createRouter } from './router';
import { errorResponse, send, type RouteResponse } from './send-response';

export type ErrorLogger = (error: unknown, request: { method: string; path: string }) => void;
/** Told when a request found the database damaged (SQLITE_CORRUPT), so it can be rebuilt. */
export type DamageListener = (error: unknown) => void;

/** The answer while a damaged database waits to be rebuilt: a server error, so the unit is given back. */
function databaseDamaged(): ApiError {
  return new ApiError(500, 'internal_error', "The marketplace's database is damaged and is being rebuilt. Try again in a moment.");
}

/**
 * The order every request goes through: route → key (401) → quota (429, else one unit is
 * spent) → scope (403) → validation (400/415) → handler → the unit is committed → response.
 * A 5xx, or a client that leaves before its body arrives, gets its unit back. Public routes
 * and route errors (404/405) are not metered; they show the caller's standing when a valid
 * key comes along. An error that says the database is damaged (SQLITE_CORRUPT, also from the
 * key or quota lookups) goes to `onDamage` as well, so the database can be rebuilt.
 */
export function createRequestListener(routes: readonly Route[], services: MarketplaceServices, logError: ErrorLogger, onDamage?: DamageListener) {
  const router = createRouter(routes);

  const toApiError = (error: unknown, method: string, path: string): ApiError => {
    if (error instanceof ApiError) return error;
    logError(error, { method, path });
    if (!isDatabaseDamage(error)) return internalError();
    onDamage?.(error);
    return databaseDamaged();
  };

  /** A route's error as it answers it: its own page, or the API's JSON error body. */
  const routeError = (route: Route, error: unknown, method: string, path: string): RouteResponse => {
    const apiError = toApiError(error, method, path);
    return route.errorPage?.(apiError) ?? errorResponse(apiError);
  };

  const standingHeaders = (req: IncomingMessage, searchParams: URLSearchParams): Record<string, string> => {
    const key = apiKeyOfRequest(req.headers, searchParams);
    const caller = key === null ? null : services.accounts.authenticate(key);
    return rateLimitHeaders(caller === null ? anonymousRateLimit(services.now()) : services.quota.standing(caller.account));
  };

  async function respond(req: IncomingMessage, res: ServerResponse, method: string, path: string, searchParams: URLSearchParams): Promise<void> {
    const match = router.match(method, path);
    if (match.kind === 'not_found') return send(res, errorResponse(routeNotFound(method, path)), standingHeaders(req, searchParams));
    if (match.kind === 'method_not_allowed') {
      return send(res, errorResponse(methodNotAllowed(method, path, match.allowed)), standingHeaders(req, searchParams));
    }
    const { route } = match;
    const input = { rawParams: match.params, searchParams, request: req, caller: null, services };

    if (route.scope === null) {
      let response: RouteResponse;
      try {
        response = await route.run(input);
      } catch (error) {
        response = routeError(route, error, method, path);
      }
      return send(res, response, standingHeaders(req, searchParams));
    }

    const key = apiKeyOfRequest(req.headers, searchParams);
    if (key === null) return send(res, errorResponse(missingApiKey()), rateLimitHeaders(anonymousRateLimit(services.now())));
    const caller = services.accounts.authenticate(key);
    if (caller === null) return send(res, errorResponse(invalidApiKey()), rateLimitHeaders(anonymousRateLimit(services.now())));
    const charge = services.quota.tryCharge(caller);
    if (!charge.granted) {
      await charge.committed;
      return send(res, errorResponse(quotaExceeded(charge.limit, charge.retryAfterSeconds)), rateLimitHeaders(charge));
    }

    let response: RouteResponse;
    try {
      if (!caller.scopes.includes(route.scope)) throw insufficientScope(route.scope);
      response = await route.run({ ...input, caller });
    } catch (error) {
      if (error instanceof RequestAbortedError) {
        services.quota.refund(charge);
        return;
      }
      response = routeError(route, error, method, path);
    }
    try {
      await charge.committed;
    } catch (error) {
      // The unit went back with its uncommitted batch: there is nothing to refund. A damaged
      // database can fail the commit too (before anyone restarted the marketplace): say so.
      return send(res, errorResponse(toApiError(error, method, path)), rateLimitHeaders({ ...charge, remaining: charge.remaining + 1 }));
    }
    send(res, response, rateLimitHeaders(response.status >= 500 ? services.quota.refund(charge) : charge));
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const searchParams = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
    respond(req, res, method, path, searchParams).catch((error: unknown) => {
      send(res, errorResponse(toApiError(error, method, path)), rateLimitHeaders(anonymousRateLimit(new Date())));
    });
  };
}
