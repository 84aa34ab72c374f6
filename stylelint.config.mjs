/**
 * Colours in component styles come from the theme (issue 31): Mantine's variables
 * (`--mantine-color-*`) and the product's own (`--safar-*`, set from src/design-system/theme).
 * A raw colour value stays only with a `stylelint-disable-next-line <rule> -- why` beside it.
 */
export default {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch'],
  },
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
};
