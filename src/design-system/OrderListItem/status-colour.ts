import type { MantineColor } from '@mantine/core';
import { ColourTag } from '../../domain/enums';

/** SPEC §3's colour tags as theme colours: blue is the brand blue. */
export const COLOUR_TAG_COLOR: Readonly<Record<ColourTag, MantineColor>> = {
  [ColourTag.Gray]: 'gray',
  [ColourTag.Green]: 'green',
  [ColourTag.Blue]: 'brand',
  [ColourTag.Red]: 'red',
};

/**
 * Badge text on Mantine's light fill: its default shades fall under 4.5:1 (green.9 is 4.1:1), so
 * darker ones. Set inline so it wins whatever order the stylesheets load in.
 */
export const BADGE_TEXT_COLOR: Readonly<Record<string, string>> = {
  gray: 'var(--mantine-color-gray-8)',
  green: 'var(--safar-color-success-strong)',
  brand: 'var(--mantine-color-brand-8)',
  red: 'var(--mantine-color-red-9)',
};
