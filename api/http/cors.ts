// CORS only for the origins configured in CORS_ORIGINS (docs/decisions.md#api-safety). Same-origin pages (the
// site served by `site serve`) need none; any other origin gets no CORS headers, so browsers
// refuse to hand it the answer.
import type { RequestHandler } from 'express';
import { sendError } from './errors.ts';

export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    const ok = origin !== undefined && allowed.has(origin);
    if (ok) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (!ok) return sendError(res, 403, 'This origin may not call the API.');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      // the islands send their Idempotency-Key (api/http/idempotency.ts) with every post
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      res.setHeader('Access-Control-Max-Age', '600');
      return res.status(204).end();
    }
    next();
  };
}
