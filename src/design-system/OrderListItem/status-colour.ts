import type { MantineColor } from '@mantine/core';
import { ColourTag } from '../../domain/enums';

/** SPEC §3's colour tags as theme colours: blue is the brand blue. */
export const COLOUR_TAG_COLOR: Readonly<Record<ColourTag, MantineColor>> = {
  [ColourTag.Gray]: 'gray',
  [ColourTag.Green]: 'green',
  [ColourTag.Blue]: 'brand',
  [ColourTag.Red]: 'red',
};
