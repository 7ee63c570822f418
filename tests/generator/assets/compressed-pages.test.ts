// The pages' .br/.gz pairs kept between builds (compress.ts CompressedPages): a page with
// the same bytes gets the pair made for it before, byte for byte what compressing it now gives; a
// page whose bytes changed never gets an old pair; a pack cut short by a build that stopped
// mid-write loses only its broken record; and the pack does not grow without bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedPages, precompressSync, WorkerPairs, type Compressed } from '../../../generator/assets/compress.ts';
import { tempDir } from '../../helpers/data.ts';

let dir: string;
let pack: string;
beforeAll(async () => {
  dir = await tempDir('site-compressed-');
  pack = path.join(dir, 'pages.pack');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A page of about our pages' size; `n` changes a few words in the middle. */
const page = (n: number) =>
  Buffer.from(
    `<!doctype html><html lang="en"><head><title>Deep cleaning in Novi</title></head><body>${'<p>Baseboards, grout and vents, top to bottom.</p>'.repeat(200)}` +
      `<p>Visit ${n} of the week.</p>${'<p>Kitchens and baths, then floors last.</p>'.repeat(200)}</body></html>`,
  );

async function pairFor(file: string, bytes: Buffer) {
  const pages = await CompressedPages.open(pack);
  const pair = await pages.compress(file, bytes);
  await pages.save();
  return pair;
}

function expectPairOf(pair: Compressed, file: string, bytes: Buffer) {
  expect(brotliDecompressSync(pair.br).equals(bytes)).toBe(true);
  expect(gunzipSync(pair.gz).equals(bytes)).toBe(true);
  const fresh = precompressSync(file, bytes);
  expect(Buffer.from(pair.br).equals(fresh.br) && Buffer.from(pair.gz).equals(fresh.gz)).toBe(true);
}

describe('compressed pages kept between builds', () => {
  it('gives a page with the same bytes the same pair, and a changed page its own', async () => {
    expectPairOf(await pairFor('mi/novi/index.html', page(1)), 'mi/novi/index.html', page(1));
    const before = (await stat(pack)).size;
    // read back from the pack: the file does not grow for a pair it holds
    expectPairOf(await pairFor('mi/novi/index.html', page(1)), 'mi/novi/index.html', page(1));
    expect((await stat(pack)).size).toBe(before);
    expectPairOf(await pairFor('mi/novi/index.html', page(2)), 'mi/novi/index.html', page(2));
    expect((await stat(pack)).size).toBeGreaterThan(before);
  });

  it('drops a record cut short by a build that stopped mid-write, and keeps the ones before it', async () => {
    const whole = (await stat(pack)).size;
    await truncate(pack, whole - 100);
    const pages = await CompressedPages.open(pack);
    expectPairOf(await pages.compress('mi/novi/index.html', page(2)), 'mi/novi/index.html', page(2));
    expectPairOf(await pages.compress('mi/novi/index.html', page(1)), 'mi/novi/index.html', page(1));
    await pages.save();
  });

  it('writes the pack afresh with only the pairs in use once most of it is stale', async () => {
    const build = await CompressedPages.open(pack);
    for (let n = 10; n < 20; n++) await build.compress('mi/wixom/index.html', page(n));
    await build.save();
    const grown = (await stat(pack)).size;
    const one = await pairFor('mi/wixom/index.html', page(99));
    expectPairOf(one, 'mi/wixom/index.html', page(99));
    const rewritten = await readFile(pack);
    expect(rewritten.length).toBeLessThan(grown);
    expectPairOf(await pairFor('mi/wixom/index.html', page(99)), 'mi/wixom/index.html', page(99));
  });
});

describe("a render worker's pairs", () => {
  it("re-uses the build's pair for a page with the same bytes, and hands back the pairs it made for the build to keep", async () => {
    const file = 'mi/milford/index.html';
    const before = await CompressedPages.open(pack);
    await before.compress(file, page(40));
    await before.save();

    const build = await CompressedPages.open(pack);
    // what the worker receives: a structured clone, with the pack's bytes shared, not copied
    const worker = new WorkerPairs(structuredClone(new Map(build.pairs)));
    expectPairOf(worker.pair(file, page(40)), file, page(40));
    expectPairOf(worker.pair(file, page(41)), file, page(41));
    const batch = worker.take();
    expect(batch.used).toHaveLength(2);
    // only the page the build had no pair for was compressed
    expect(batch.made).toHaveLength(1);
    expect(worker.take()).toEqual({ used: [], made: [] });

    build.adopt(batch);
    await build.save();
    const next = await CompressedPages.open(pack);
    // the page the worker compressed comes back from the pack: no worker compresses it again
    const again = new WorkerPairs(new Map(next.pairs));
    expectPairOf(again.pair(file, page(41)), file, page(41));
    expect(again.take().made).toHaveLength(0);
  });
});
