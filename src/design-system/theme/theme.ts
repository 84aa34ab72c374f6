import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import {
  breakpoints, colors, fontFamily, fontSizes, headingSizes, lineHeights, productColors, productShadows, radius, spacing,
} from './tokens';

const px = (n: number) => `${n / 16}rem`;
const toRem = <K extends string>(scale: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(scale).map(([k, v]) => [k, px(v)])) as Record<K, string>;

export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors,
  fontFamily,
  fontFamilyMonospace: "ui-monospace, 'Vazirmatn Variable', monospace",
  fontSizes: toRem(fontSizes),
  lineHeights: Object.fromEntries(Object.entries(lineHeights).map(([k, v]) => [k, String(v)])),
  spacing: toRem(spacing),
  radius: toRem(radius),
  defaultRadius: 'md',
  breakpoints,
  headings: {
    fontFamily,
    fontWeight: '700',
    sizes: Object.fromEntries(
      Object.entries(headingSizes).map(([k, v]) => [k, { fontSize: px(v), lineHeight: '1.4' }]),
    ),
  },
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * Mantine's default dimmed grey (gray.6) is 3.3:1 on white and its error red (red.6) 3.2:1;
 * gray.7 and red.9 pass WCAG AA for text. The product's own colours and shadows (tokens.ts) are
 * variables beside Mantine's, so component styles name them instead of writing raw values.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--safar-color-success-strong': productColors.successStrong,
    '--safar-shadow-bar': productShadows.bar,
  },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // A light green badge («لغو رایگان», «صادر شده»): green.9 on green.1 is 3.8:1; this is 5.5:1.
    '--mantine-color-green-light-color': productColors.successStrong,
  },
  dark: {},
});
