import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../http/envelope';
import { Lru } from '../../inventory/lru';
import { query } from '../../http/schemas';
import { hotelPhotoSvg, parseHotelPhoto, type HotelPhotoLookup } from './hotel-photos';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/images');
const NOT_FOUND = 'تصویر پیدا نشد.';

const OUTPUT = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;
type Extension = keyof typeof OUTPUT;
const SOURCES = ['svg', 'png', 'jpg', 'webp'];

interface ImageQuery {
  rmode?: 'max' | 'crop' | 'pad';
  width?: number;
  height?: number;
}

interface Rendered {
  body: Buffer;
  type: string;
  etag: string;
}

/** `blog/x.jpg` → the file to read (any source format with that stem) and the format to answer. */
function locate(requested: string): { source: string; extension: Extension } | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9/_-]*\.[a-z]{3,4}$/.test(requested) || requested.includes('//')) return undefined;
  const extension = path.extname(requested).slice(1) as Extension;
  if (!(extension in OUTPUT)) return undefined;
  const stem = path.join(ROOT, requested.slice(0, -extension.length - 1));
  if (!stem.startsWith(ROOT + path.sep)) return undefined;
  const candidates = extension === 'svg' ? ['svg'] : [extension, ...SOURCES];
  const source = candidates.map((ext) => `${stem}.${ext}`).find((file) => existsSync(file));
  return source ? { source, extension } : undefined;
}

const FIT = { max: 'inside', crop: 'cover', pad: 'contain' } as const;

/** A file's path, or a generated SVG (hotel photos). */
async function render(source: string | Buffer, extension: Extension, q: ImageQuery): Promise<Buffer> {
  let image = sharp(source);
  if (q.width || q.height) {
    image = image.resize({ width: q.width, height: q.height, fit: FIT[q.rmode ?? 'max'], withoutEnlargement: true, background: '#ffffff' });
  }
  if (extension === 'png') return image.png().toBuffer();
  if (extension === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** A hotel photo's SVG and format, or undefined when there is no such hotel or photo. */
async function hotelPhoto(requested: string, hotels?: HotelPhotoLookup): Promise<{ source: Buffer; extension: Extension } | undefined> {
  const photo = parseHotelPhoto(requested);
  const svg = photo && hotels ? await hotelPhotoSvg(hotels, photo.hotelId, photo.n) : undefined;
  return photo && svg ? { source: svg, extension: photo.extension } : undefined;
}

export interface ImageOptions {
  /** Hotels whose photos (`hotels/<id>/<n>.jpg`) are drawn rather than read from files. */
  hotels?: HotelPhotoLookup;
}

/**
 * GET /images/{path}?rmode=max&width=&height=: the seeded images and the drawn hotel photos,
 * resized with sharp and cached in memory (they derive from the repo, so a second process simply
 * renders its own).
 */
export async function imageRoutes(app: FastifyInstance, { hotels }: ImageOptions) {
  const cache = new Lru<string, Rendered>(300);

  app.get<{ Params: { '*': string }; Querystring: ImageQuery }>('/images/*', {
    schema: {
      tags: ['images'],
      summary: 'A seeded image, resized: rmode max (fit inside, default), crop or pad',
      querystring: query({
        rmode: { type: 'string', enum: ['max', 'crop', 'pad'], default: 'max', 'x-label': 'حالت تغییر اندازه' },
        width: { type: 'integer', minimum: 1, maximum: 2000, 'x-label': 'عرض' },
        height: { type: 'integer', minimum: 1, maximum: 2000, 'x-label': 'ارتفاع' },
      }),
    },
  }, async (request, reply) => {
    const requested = request.params['*'];
    const q = request.query;
    const key = `${requested}|${q.rmode ?? 'max'}|${q.width ?? ''}|${q.height ?? ''}`;
    let rendered = cache.get(key);
    if (!rendered) {
      // Hotel photos are drawn, never files: `hotels/` is theirs alone.
      const found = requested.startsWith('hotels/') ? await hotelPhoto(requested, hotels) : locate(requested);
      if (!found) throw new HttpError(404, NOT_FOUND);
      const asIs = found.extension === 'svg' && !q.width && !q.height;
      const body = asIs ? await readFile(found.source) : await render(found.source, found.extension === 'svg' ? 'png' : found.extension, q);
      const type = asIs ? OUTPUT.svg : OUTPUT[found.extension === 'svg' ? 'png' : found.extension];
      rendered = { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      cache.set(key, rendered);
    }
    reply.header('cache-control', 'public, max-age=604800').header('etag', rendered.etag);
    if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
    return reply.type(rendered.type).send(rendered.body);
  });
}
