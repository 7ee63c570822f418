// Request logs as JSON lines (pino) without personal data (docs/decisions.md#api-safety): method, path,
// status and duration only. No address, no query string, no body, no headers.
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { pid: process.pid } });
}

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (!log.isLevelEnabled('info')) return next();
    const start = process.hrtime.bigint();
    // Taken now: routers strip their mount path from req.url while they handle the request.
    const path = req.path;
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
