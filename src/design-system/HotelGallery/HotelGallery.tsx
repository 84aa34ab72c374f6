import { ActionIcon, Button, Text, useDirection, useMantineTheme } from '@mantine/core';
import { useMediaQuery, useUncontrolled } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { toPersianDigits } from '../../domain/numbers';
import { LazyModal } from '../overlays/lazy-mantine';
import type { HotelGalleryPhoto } from './types';
import classes from './HotelGallery.module.css';

export interface HotelGalleryProps {
  /** The hotel's photos in order; the first is the front. Nothing renders without any. */
  photos: HotelGalleryPhoto[];
  /** «نمای هتل پارسیان»: photo 3's alt is «نمای هتل پارسیان، عکس ۳». */
  altText: string;
  /** The gallery's and the lightbox's name. @default 'عکس‌های هتل' */
  label?: string;
  /** The photo shown (controlled), from 0. */
  index?: number;
  /** Its first value when uncontrolled. @default 0 */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Whether the lightbox is open (controlled). */
  lightboxOpened?: boolean;
  /** Its first state when uncontrolled. @default false */
  defaultLightboxOpened?: boolean;
  onLightboxOpenedChange?: (opened: boolean) => void;
}

/** «۳ از ۱۲». */
const position = (index: number, total: number) => `${toPersianDigits(index + 1)} از ${toPersianDigits(total)}`;

/**
 * The hotel page's photos: a large one, a row of thumbnails (the arrow keys move along it, the
 * reading direction's way: in RTL ArrowLeft is next) and «همه عکس‌ها» opening a lightbox, full
 * screen on phones, with previous and next; Escape closes it and focus goes back to its button.
 */
/** The main photo fills the page's column: the whole width on phones, about three fifths of it beside the booking box. */
const MAIN_PHOTO_SIZES = '(min-width: 62em) 60vw, 100vw';

export function HotelGallery({
  photos, altText, label = 'عکس‌های هتل', index, defaultIndex = 0, onIndexChange,
  lightboxOpened, defaultLightboxOpened = false, onLightboxOpenedChange,
}: HotelGalleryProps) {
  const total = photos.length;
  const [current, setCurrent] = useUncontrolled({ value: index, defaultValue: defaultIndex, finalValue: 0, onChange: onIndexChange });
  const [opened, setOpened] = useUncontrolled({ value: lightboxOpened, defaultValue: defaultLightboxOpened, finalValue: false, onChange: onLightboxOpenedChange });
  const { dir } = useDirection();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const shown = total > 0 ? Math.min(Math.max(current, 0), total - 1) : 0;
  const go = (next: number) => setCurrent((next + total) % total);
  /** +1 for the next photo, -1 for the previous, 0 for a key that is not an arrow. */
  const step = (key: string) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    return key === forward ? 1 : key === back ? -1 : 0;
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    let next = shown + step(event.key);
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = total - 1;
    else if (next === shown) return;
    event.preventDefault();
    next = (next + total) % total;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  // In the lightbox the arrows work wherever focus is (the close button, previous or next).
  useEffect(() => {
    if (!opened || total < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const delta = step(event.key);
      if (delta === 0) return;
      event.preventDefault();
      setCurrent((((shown + delta) % total) + total) % total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (total === 0) return null;
  const photo = photos[shown]!;
  const altOf = (i: number) => photos[i]?.alt ?? `${altText}، عکس ${toPersianDigits(i + 1)}`;

  return (
    <section className={classes.root} aria-label={label} data-single={total === 1 || undefined}>
      <div className={classes.main}>
        {/* The page's largest image: fetched first, at the width the screen shows it. */}
        <img className={classes.mainPhoto} src={photo.src} srcSet={photo.srcSet} sizes={photo.srcSet ? MAIN_PHOTO_SIZES : undefined}
          alt={altOf(shown)} width={960} height={640} fetchPriority={shown === 0 ? 'high' : undefined} />
        {total > 1 && (
          <Button variant="white" color="dark" size="compact-sm" className={classes.all} leftSection={<IconPhoto size={16} aria-hidden />}
            aria-haspopup="dialog" onClick={() => setOpened(true)}>
            همه عکس‌ها ({toPersianDigits(total)})
          </Button>
        )}
      </div>
      {total > 1 && (
        <div className={classes.thumbs} role="group" aria-label="عکس‌ها">
          {photos.map((p, i) => (
            <button
              key={`${i}:${p.src}`}
              ref={(el) => { thumbs.current[i] = el; }}
              type="button"
              className={classes.thumb}
              aria-label={`عکس ${position(i, total)}`}
              aria-current={i === shown || undefined}
              data-active={i === shown || undefined}
              tabIndex={i === shown ? 0 : -1}
              onClick={() => setCurrent(i)}
              onKeyDown={onThumbKey}
            >
              <img src={p.thumbnailSrc ?? p.src} alt="" width={96} height={64} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
      {total > 1 && (
        <LazyModal
          opened={opened}
          onClose={() => setOpened(false)}
          title={label}
          fullScreen={!wide}
          size="56rem"
          radius={wide ? 'md' : 0}
          centered
          closeButtonProps={{ 'aria-label': 'بستن' }}
          classNames={{ content: classes.lightbox, header: classes.lightboxHeader, title: classes.lightboxTitle, close: classes.lightboxClose, body: classes.lightboxBody }}
        >
          <img className={classes.lightboxPhoto} src={photo.src} alt={altOf(shown)} width={960} height={640} />
          <div className={classes.controls}>
            <ActionIcon variant="white" color="dark" size="xl" radius="xl" aria-label="عکس قبلی" onClick={() => go(shown - 1)}>
              {dir === 'rtl' ? <IconChevronRight aria-hidden /> : <IconChevronLeft aria-hidden />}
            </ActionIcon>
            <Text className={classes.count} aria-live="polite" aria-atomic>{position(shown, total)}</Text>
            <ActionIcon variant="white" color="dark" size="xl" radius="xl" aria-label="عکس بعدی" onClick={() => go(shown + 1)}>
              {dir === 'rtl' ? <IconChevronLeft aria-hidden /> : <IconChevronRight aria-hidden />}
            </ActionIcon>
          </div>
        </LazyModal>
      )}
    </section>
  );
}
