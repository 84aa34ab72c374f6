import type { MantineColorsTuple } from '@mantine/core';
import { BREAKPOINT_PX } from '../../domain/breakpoints';

/** Brand blue: primary actions and links. Shade 7 carries white text at > 7:1 contrast. */
export const brand: MantineColorsTuple = [
  '#e8f1fd', '#d0e0f7', '#a1bfec', '#6f9ce1', '#4780d8', '#2e6fd3', '#1f65d1', '#1154b9', '#064aa6', '#003f93',
];

/** Warm orange: prices, highlights and the cheapest-day marks. */
export const accent: MantineColorsTuple = [
  '#fff3e3', '#ffe4cc', '#ffc79a', '#ffa863', '#fe8e36', '#fe7e19', '#fe7509', '#e36300', '#c95700', '#ad4900',
];

export const colors = { brand, accent } as const;

/**
 * Colours Mantine's palette lacks, as CSS variables (`--safar-*`, set by the theme's resolver).
 * successStrong: text and fills in green that pass WCAG AA; Mantine's darkest green (green.9) is
 * 4.4:1 on white, this is 6.1:1.
 */
export const productColors = { successStrong: '#237032' } as const;

/** Shadows Mantine's scale lacks: a bar fixed to the bottom of the screen casts its shadow upwards. */
export const productShadows = { bar: '0 -2px 8px rgb(0 0 0 / 6%)' } as const;

/** Type scale in px: body text is md. */
export const fontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 20 } as const;
export const headingSizes = { h1: 32, h2: 26, h3: 22, h4: 18, h5: 16, h6: 14 } as const;
export const lineHeights = { xs: 1.5, sm: 1.6, md: 1.7, lg: 1.7, xl: 1.6 } as const;

/** Spacing scale in px, a 4 px grid. */
export const spacing = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;
export const radius = { xs: 4, sm: 6, md: 10, lg: 16, xl: 24 } as const;

/** Mantine breakpoints in em, aligned with SPEC §9 (xs = tablet starts, md = desktop starts). */
export const breakpoints = {
  xs: `${BREAKPOINT_PX.tablet / 16}em`,
  sm: '48em',
  md: `${BREAKPOINT_PX.desktop / 16}em`,
  lg: '75em',
  xl: '88em',
} as const;

export const fontFamily = "'Vazirmatn Variable', Vazirmatn, Tahoma, sans-serif";
