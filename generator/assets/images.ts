// Stage: images (part of the assets stage). Every photo in data/images/ (JPG, PNG, WebP) becomes
// WebP variants from 300 to 1600 px wide plus a JPEG/PNG fallback under dist/assets/images/ with
// content-hashed names; vector artwork (SVG) is published as it is, one file sharp at every width.
// The image catalogue (docs/requirements.md#image-catalogue) describes them (keyed by image path:
// width, height, webp and fallback variants, each {width, url, format}; an SVG is the one fallback
// variant). Every source also gets a 1200 x 630 JPEG for link previews. Encoding is slow on two
// cores, so every encoded variant is cached in .cache/images/ under the source's content hash plus
// the encoder settings: a rebuild copies.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputInfo, Sharp, SharpOptions } from 'sharp';
import { projectCache } from '../support/cache-dir.ts';
import { precompress } from './compress.ts';
import { findImageSources, ImageSourceError } from '../load/index.ts';
import type { Progress } from '../support/progress.ts';
import { SHARE_IMAGE, type ImageCatalogue, type ImageFormat } from '../../shared/model/site.ts';

export const IMAGE_WIDTHS = [300, 600, 900, 1200, 1600] as const;
/**
 * Encoder settings; part of every cache key, so changing one re-encodes. Chosen for a first build
 * (no .cache/) at most twice a warm one: AVIF took most of the encoding time for barely fewer
 * bytes than WebP, so there is no AVIF; WebP effort 2 takes much less time than effort 4 (3 gives
 * the same bytes as 4) for a few more bytes; the JPEG fallback, fetched only by browsers without
 * WebP (a small share of visits), drops mozjpeg (far slower for modestly fewer bytes). Figures:
 * docs/benchmarks.md#images.
 */
const SETTINGS = {
  webp: { quality: 78, effort: 2 },
  jpeg: { quality: 80 },
  png: { compressionLevel: 9, palette: true },
  version: 3,
} as const;

/**
 * An SVG is published as it is unless it could do more than draw: scripts, event handlers,
 * embedded HTML, entity declarations or references to other files (an SVG opened from our origin
 * runs with its rights). Such a file is rasterised like a photo, which keeps only its pixels.
 * Vector artwork as SVG: no encoding in the build (a cold build stays at most twice a warm one),
 * and fewer bytes than WebP for the visitor, at any width.
 */
export function publishableAsSvg(svg: string): boolean {
  return !/<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|(?:href|src)\s*=\s*(?!["']?\s*#)|url\(\s*(?!["']?\s*#)|@import|javascript:/i.test(svg);
}

/** The image catalogue in the output, relative to its root: the one unhashed file in assets/. */
export const IMAGE_CATALOGUE = 'assets/images/catalogue.json';

/** Encoded variants by content hash; SITE_IMAGE_CACHE moves it (the benchmark's cold build starts empty). */
export const DEFAULT_IMAGE_CACHE = process.env.SITE_IMAGE_CACHE || projectCache('images');

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * sharp, loaded on first use: a build whose variants, sizes and favicon all come from the cache
 * never needs it, and loading it slowed every build's start.
 */
async function sharp(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: load } = await import('sharp');
  return load(input, options);
}

/** Reads `file` from the cache, or makes it with `make` and keeps it (written whole, then renamed). */
async function cached(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return kept;
  const data = await make();
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
  return data;
}

interface SourceSize {
  /** as displayed, after the EXIF rotation of a phone photo */
  width?: number;
  height?: number;
  hasAlpha?: boolean;
}

/** A source's size, kept in the cache under its content hash; bad input throws ImageSourceError. */
async function sourceSize(file: string, input: Buffer, sourceHash: string, cacheDir: string): Promise<SourceSize> {
  const json = await cached(path.join(cacheDir, `${sourceHash.slice(0, 32)}-size.json`), async () => {
    let meta;
    try {
      meta = await (await sharp(input)).metadata();
    } catch (error) {
      throw new ImageSourceError(file, `not a readable image (${(error as Error).message}): replace or remove the file.`);
    }
    const size: SourceSize = { width: meta.autoOrient.width, height: meta.autoOrient.height, hasAlpha: meta.hasAlpha };
    return Buffer.from(JSON.stringify(size));
  });
  return JSON.parse(json.toString('utf8')) as SourceSize;
}

/** A square PNG of the favicon (favicon.ts) `size` px wide, made from its source once and kept in the image cache. */
export async function faviconPng(source: Buffer, size: number, cacheDir = DEFAULT_IMAGE_CACHE): Promise<Buffer> {
  return cached(path.join(cacheDir, `favicon-${sha(source).slice(0, 32)}-${size}.png`), async () => (await sharp(source)).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer());
}

export interface ImageBuildOptions {
  imagesDir: string;
  outDir: string;
  cacheDir?: string;
  progress?: Progress;
}

export interface ImageBuildResult {
  catalogue: ImageCatalogue;
  variants: number;
  encoded: number;
  cached: number;
}

export async function buildImages(options: ImageBuildOptions): Promise<ImageBuildResult> {
  const cacheDir = options.cacheDir ?? DEFAULT_IMAGE_CACHE;
  const outImages = path.join(options.outDir, 'assets', 'images');
  await Promise.all([mkdir(cacheDir, { recursive: true }), mkdir(outImages, { recursive: true })]);
  const sources = await findImageSources(options.imagesDir);

  // Plan one job per (source, width): the source is rasterised once and encoded to the three
  // formats; one pool of jobs keeps both cores busy.
  interface Job {
    key: string;
    input: Buffer;
    isSvg: boolean;
    sourceWidth: number;
    width: number;
    formats: EncodedFormat[];
    sourceHash: string;
    /** the link-preview crop (SHARE_IMAGE), not a width of the responsive set */
    share?: boolean;
  }
  const jobs: Job[] = [];
  const sizes = new Map<string, { width: number; height: number }>();
  /** SVG sources published as they are, by key */
  const vectors = new Map<string, Buffer>();
  for (const source of sources) {
    const input = await readFile(source.file);
    const isSvg = source.file.toLowerCase().endsWith('.svg');
    const sourceHash = sha(input);
    const { width, height, hasAlpha } = await sourceSize(source.file, input, sourceHash, cacheDir);
    if (!width || !height) throw new ImageSourceError(source.file, 'the image has no width or height: re-export it.');
    sizes.set(source.key, { width, height });
    if (isSvg && publishableAsSvg(input.toString('utf8'))) vectors.set(source.key, input);
    else {
      // Never upscale a photo; an SVG renders sharply at any width.
      let widths: number[] = IMAGE_WIDTHS.filter((w) => isSvg || w <= width);
      if (widths.length === 0) widths = [width];
      const fallback: EncodedFormat = hasAlpha && !isSvg ? 'png' : 'jpeg';
      for (const w of widths) {
        jobs.push({ key: source.key, input, isSvg, sourceWidth: width, width: w, formats: ['webp', fallback], sourceHash });
      }
    }
    jobs.push({ key: source.key, input, isSvg, sourceWidth: width, width: SHARE_IMAGE.width, formats: ['jpeg'], sourceHash, share: true });
  }

  let encoded = 0;
  let finished = 0;
  const perJob = await pool(jobs, Math.max(2, availableParallelism()), async (job) => {
    const cacheFiles = job.formats.map((format) => {
      const settings = JSON.stringify({ width: job.width, format, s: SETTINGS[format], v: SETTINGS.version, ...(job.share && { share: SHARE_IMAGE }) });
      return path.join(cacheDir, `${job.sourceHash.slice(0, 32)}-${sha(settings).slice(0, 12)}.${ext(format)}`);
    });
    const datas: (Buffer | null)[] = await Promise.all(cacheFiles.map((file) => readFile(file).catch(() => null)));
    if (datas.some((d) => d === null)) {
      const raw = await rasterise(job);
      for (const [i, format] of job.formats.entries()) {
        if (datas[i]) continue;
        const data = await encode(raw, format);
        datas[i] = data;
        encoded++;
        const temp = `${cacheFiles[i]}.${process.pid}.tmp`;
        await writeFile(temp, data);
        await rename(temp, cacheFiles[i]!);
      }
    }
    options.progress?.count('assets', 'images', ++finished, jobs.length);
    return Promise.all(
      job.formats.map(async (format, i) => {
        const data = datas[i] as Buffer;
        const name = `${job.key}-${job.share ? 'share' : job.width}.${sha(data).slice(0, 10)}.${ext(format)}`;
        const target = path.join(outImages, ...name.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(cacheFiles[i]!, target);
        return { key: job.key, share: job.share, variant: { width: job.width, url: `/assets/images/${name}`, format } };
      }),
    );
  });
  const outputs = [...perJob.flat(), ...(await Promise.all([...vectors].map(([key, svg]) => publishSvg(key, svg, sizes.get(key)!.width, outImages))))];
  const cached = outputs.length - vectors.size - encoded;

  const catalogue: ImageCatalogue = {};
  for (const source of sources) {
    const size = sizes.get(source.key)!;
    catalogue[source.key] = { ...size, webp: [], fallback: [] };
  }
  for (const { key, share, variant } of outputs) {
    const entry = catalogue[key]!;
    if (share) {
      entry.share = { ...variant, height: SHARE_IMAGE.height };
      continue;
    }
    const list = variant.format === 'webp' ? entry.webp : entry.fallback;
    list.push(variant);
  }
  // The catalogue ships alongside the variants so tools (and tests) can read it from dist/.
  await writeFile(path.join(options.outDir, IMAGE_CATALOGUE), JSON.stringify(catalogue, null, 1));
  return { catalogue, variants: outputs.length, encoded, cached };
}

/** the formats the build encodes (an SVG is published as it is) */
type EncodedFormat = Exclude<ImageFormat, 'svg'>;

const ext = (format: ImageFormat) => (format === 'jpeg' ? 'jpg' : format);

/** An SVG source as its one variant, named like the others, with the .br/.gz copies every text asset has. */
async function publishSvg(key: string, svg: Buffer, width: number, outImages: string) {
  const name = `${key}-${width}.${sha(svg).slice(0, 10)}.svg`;
  const target = path.join(outImages, ...name.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const { br, gz } = await precompress(`assets/images/${name}`, svg);
  await Promise.all([writeFile(target, svg), writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
  return { key, share: false, variant: { width, url: `/assets/images/${name}`, format: 'svg' as const } };
}

interface Raster {
  data: Buffer;
  info: OutputInfo;
}

async function rasterise(job: { input: Buffer; isSvg: boolean; sourceWidth: number; width: number; share?: boolean }): Promise<Raster> {
  if (job.share) return rasteriseShare(job);
  // An SVG is rasterised at the density that gives the target width directly (no blurry upscale).
  const density = job.isSvg ? Math.min(100000, (72 * job.width) / job.sourceWidth) : undefined;
  return (await sharp(job.input, density ? { density } : {}))
    .autoOrient() // honour the EXIF orientation of photos
    .resize({ width: job.width, withoutEnlargement: !job.isSvg })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The link-preview crop: scaled to cover 1200 x 630 and cut around the middle. */
async function rasteriseShare(job: { input: Buffer; isSvg: boolean }): Promise<Raster> {
  let density: number | undefined;
  if (job.isSvg) {
    const { width = 1, height = 1 } = await (await sharp(job.input)).metadata();
    density = Math.min(100000, 72 * Math.max(SHARE_IMAGE.width / width, SHARE_IMAGE.height / height));
  }
  return (await sharp(job.input, density ? { density } : {}))
    .autoOrient()
    .resize({ ...SHARE_IMAGE, fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function encode({ data, info }: Raster, format: EncodedFormat): Promise<Buffer> {
  const image = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  switch (format) {
    case 'webp':
      return image.webp(SETTINGS.webp).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg(SETTINGS.jpeg).toBuffer();
    case 'png':
      return image.png(SETTINGS.png).toBuffer();
  }
}
