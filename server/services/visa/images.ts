import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { and, eq, inArray } from 'drizzle-orm';
import type { VisaImage, VisaImageKind } from '../../../src/contract';
import type { Db } from '../../db';
import { visaImages } from '../../db/schema';
import { badField, HttpError } from '../../http/envelope';
import { StorageError, type FileStorage } from '../../providers/storage';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_MIN_SIDE = 200;
const MAX_PIXELS = 40_000_000;
const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export type ImageRow = typeof visaImages.$inferSelect;

/** A store that does not answer is the server's trouble, not the request's: 503 with a Persian message. */
function unavailable(error: unknown, log?: FastifyBaseLogger): never {
  if (!(error instanceof StorageError)) throw error;
  log?.error({ err: error }, error.message);
  throw new HttpError(503, error.messageFa);
}

export const toVisaImage = (r: ImageRow): VisaImage => ({ id: r.id, kind: r.kind as VisaImageKind, format: r.format as VisaImage['format'], width: r.width, height: r.height, bytes: r.bytes });

/**
 * Uploaded images: the bytes are decoded (sharp) before anything is kept, so only real JPEG, PNG
 * or WebP images of sane size reach the storage, whatever the file name or declared type say.
 * The bytes go to the FileStorage under the row's `path` (`${id}.jpg|png|webp`).
 */
export class ImageStore {
  constructor(private readonly db: Db, private readonly storage: FileStorage) {}

  /** `log`: the request's, so a storage failure is logged with its request id. */
  async store(userId: string, kind: VisaImageKind, data: Buffer, field: string, log?: FastifyBaseLogger): Promise<ImageRow> {
    if (data.length === 0) throw badField(field, 'فایل خالی است.');
    if (data.length > IMAGE_MAX_BYTES) throw badField(field, 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد.');
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      meta = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
      // Decoding the pixels, not only the header, catches truncated and corrupt files.
      await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize(8, 8).raw().toBuffer();
    } catch {
      throw badField(field, 'این فایل تصویر نیست یا خراب است؛ JPEG، PNG یا WebP بفرستید.');
    }
    const format = meta.format as string;
    if (!(IMAGE_FORMATS as readonly string[]).includes(format)) throw badField(field, 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.');
    if ((meta.width ?? 0) < IMAGE_MIN_SIDE || (meta.height ?? 0) < IMAGE_MIN_SIDE) throw badField(field, 'تصویر باید دست‌کم ۲۰۰ در ۲۰۰ پیکسل باشد.');
    const id = randomUUID();
    const file = `${id}.${format === 'jpeg' ? 'jpg' : format}`;
    // The bytes first: a row never names a file that was not kept.
    await this.storage.put(file, data, CONTENT_TYPES[format]!).catch((e: unknown) => unavailable(e, log));
    const [row] = await this.db.insert(visaImages).values({
      id, userId, kind, path: file, format, width: meta.width!, height: meta.height!, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex'),
    }).returning();
    return row!;
  }

  /** One of the caller's images with its bytes; null when it is not theirs or not there. */
  async read(userId: string, id: string, log?: FastifyBaseLogger): Promise<{ data: Buffer; format: VisaImage['format']; contentType: string } | null> {
    const [row] = await this.db.select().from(visaImages).where(and(eq(visaImages.id, id), eq(visaImages.userId, userId)));
    if (!row) return null;
    const data = await this.storage.get(row.path).catch((e: unknown) => unavailable(e, log));
    if (!data) {
      // A row without its bytes: files kept on another machine's disk (UPLOAD_DIR with several processes).
      log?.error({ image: id, key: row.path, storage: this.storage.name }, 'visa image row without its file');
      return null;
    }
    return { data, format: row.format as VisaImage['format'], contentType: CONTENT_TYPES[row.format] ?? 'application/octet-stream' };
  }

  /** The caller's images among these ids. */
  async owned(db: Db, userId: string, ids: string[]): Promise<Map<string, ImageRow>> {
    if (ids.length === 0) return new Map();
    const found = await db.select().from(visaImages).where(and(eq(visaImages.userId, userId), inArray(visaImages.id, ids)));
    return new Map(found.map((r) => [r.id, r]));
  }
}
