// API configuration (docs/decisions.md#api-configuration): one zod schema over the environment,
// defaults, a readable failure naming each bad variable, flags winning over the environment.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      dbPath: 'var/site.db',
      rateLimit: { max: 5, windowMs: 600_000 },
      corsOrigins: [],
      reviewsCacheMs: 21_600_000,
      logLevel: 'info',
    });
    expect(config.notify).toBeUndefined();
    expect(config.places).toBeUndefined();
    expect(config.port).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      SITE_DB: '/srv/site.db',
      RATE_LIMIT_MAX: '20',
      RATE_LIMIT_WINDOW_MS: '60000',
      CORS_ORIGINS: 'https://www.example.com, https://staging.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      NOTIFY_TO: 'office@example.com',
      GOOGLE_PLACES_API_KEY: 'key',
      GOOGLE_PLACE_ID: 'place',
      PLACES_API_URL: 'http://127.0.0.1:9999',
      REVIEWS_CACHE_MS: '1000',
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      dbPath: '/srv/site.db',
      rateLimit: { max: 20, windowMs: 60_000 },
      corsOrigins: ['https://www.example.com', 'https://staging.example.com'],
      notify: { smtpUrl: 'smtp://mail.example.com:587', to: 'office@example.com' },
      places: { apiKey: 'key', placeId: 'place', baseUrl: 'http://127.0.0.1:9999' },
      reviewsCacheMs: 1000,
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'warn',
    });
  });

  it('lets command-line flags win over the environment', () => {
    const config = loadConfig({ SITE_DB: 'env.db', PORT: '1111', HOST: '0.0.0.0' }, { db: 'flag.db', port: 2222, host: '127.0.0.1' });
    expect(config).toMatchObject({ dbPath: 'flag.db', port: 2222, host: '127.0.0.1' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', RATE_LIMIT_MAX: '', SMTP_URL: '', NOTIFY_TO: '' })).toMatchObject({ rateLimit: { max: 5 } });
  });

  it('fails once, naming every bad variable and its value', () => {
    let error: unknown;
    try {
      loadConfig({ RATE_LIMIT_MAX: 'lots', PORT: '70000', LOG_LEVEL: 'loud', CORS_ORIGINS: 'example.com', SMTP_URL: 'smtp://mail.example.com' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'RATE_LIMIT_MAX: expected a whole number of at least 1 (got "lots")',
      'CORS_ORIGINS: expected a comma list of http(s) origins (got "example.com")',
      'PORT: expected a whole number from 0 to 65535 (got "70000")',
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toMatch(/Fix the environment variables above/);
  });

  it('requires SMTP_URL with NOTIFY_TO and a Places key with a place id', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/set SMTP_URL and NOTIFY_TO together/);
    expect(() => loadConfig({ GOOGLE_PLACES_API_KEY: 'k' })).toThrow(/GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID together/);
  });
});
