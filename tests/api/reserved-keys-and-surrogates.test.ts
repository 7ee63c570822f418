// Reserved keys get a clear per-field error, a lone UTF-16 surrogate is refused
// (it would be stored as invalid UTF-8), and nothing is stored for either.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const endpoints = [
  { path: '/api/contact', body: validMessage, kind: 'messages' as const },
  { path: '/api/employee-application', body: validApplication, kind: 'applications' as const },
];

describe('reserved keys', () => {
  for (const { path, body, kind } of endpoints) {
    for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
      it(`${path}: "${key}" gets a 400 naming it`, async () => {
        const { app, store } = startApi();
        const json = JSON.stringify(body()).replace(/^\{/, `{"${key}":{"polluted":true},`);
        const res = await request(app).post(path).set('Content-Type', 'application/json').send(json);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ [key]: 'Unknown field' });
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(await store.count(kind)).toBe(0);
      });
    }
    it(`${path}: "constructor" as a form field gets a 400 page naming the problem; "__proto__" pollutes nothing`, async () => {
      const { app, store } = startApi();
      const form = `${new URLSearchParams(body() as Record<string, string>).toString()}&__proto__[polluted]=x&constructor=y`;
      const res = await request(app).post(path).type('form').send(form);
      expect(res.status).toBe(400);
      expect(res.text).toContain('<li>Unknown field</li>');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await store.count(kind)).toBe(0);
    });
  }
});

describe('lone surrogates', () => {
  for (const { path, body, kind } of endpoints) {
    for (const escaped of ['\\ud800', '\\udfff', 'abc\\ud83d', '\\ude00abc']) {
      it(`${path}: "${escaped}" in a text field is a 400 for that field`, async () => {
        const { app, store } = startApi();
        const field = kind === 'messages' ? 'message' : 'whyJoin';
        const json = JSON.stringify(body({ [field]: 'A long enough answer PLACEHOLDER' })).replace('PLACEHOLDER', escaped);
        const res = await request(app).post(path).set('Content-Type', 'application/json').send(json);
        expect(res.status).toBe(400);
        expect(res.body.errors[field]).toMatch(/not valid text/);
        expect(await store.count(kind)).toBe(0);
      });
    }
    it(`${path}: a paired surrogate (an emoji) is text and is stored intact`, async () => {
      const { app, store } = startApi();
      const field = kind === 'messages' ? 'message' : 'whyJoin';
      const json = JSON.stringify(body({ [field]: 'A long enough answer PLACEHOLDER' })).replace('PLACEHOLDER', '\\ud83d\\ude00');
      expect((await request(app).post(path).set('Content-Type', 'application/json').send(json)).status).toBe(201);
      const [row] = await store.list(kind);
      expect((row!.data as Record<string, string>)[field]).toBe('A long enough answer 😀');
    });
  }
});
