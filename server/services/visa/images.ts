import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, inArray } from 'drizzle-orm';
import type { VisaImage, VisaImageKind } from '../../../src/contract';
import type { Db } from '../../db';
import { visaImages } from '../../db/schema';
import { badField } from '../../http/envelope';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_MIN_SIDE = 200;
const MAX_PIXELS = 40_000_000;

export type ImageRow = typeof visaImages.$inferSelect;

export const toVisaImage = (r: ImageRow): VisaImage => ({ id: r.id, kind: r.kind as VisaImageKind, format: r.format as VisaImage['format'], width: r.width, height: r.height, bytes: r.bytes });

/**
 * Uploaded images: the bytes are decoded (sharp) before anything is kept, so only real JPEG, PNG
 * or WebP images of sane size reach the disk, whatever the file name or declared type say.
 */
export class ImageStore {
  constructor(private readonly db: Db, private readonly dir: string) {}

  async store(userId: string, kind: VisaImageKind, data: Buffer, field: string): Promise<ImageRow> {
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
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, file), data, { flag: 'wx' });
    const [row] = await this.db.insert(visaImages).values({
      id, userId, kind, path: file, format, width: meta.width!, height: meta.height!, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex'),
    }).returning();
    return row!;
  }

  /** The caller's images among these ids. */
  async owned(db: Db, userId: string, ids: string[]): Promise<Map<string, ImageRow>> {
    if (ids.length === 0) return new Map();
    const found = await db.select().from(visaImages).where(and(eq(visaImages.userId, userId), inArray(visaImages.id, ids)));
    return new Map(found.map((r) => [r.id, r]));
  }
}
