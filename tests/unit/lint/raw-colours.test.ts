import { describe, expect, it } from 'vitest';
import stylelint from 'stylelint';

// Proves stylelint.config.mjs still bites (issue 31): a raw colour in a component's CSS is reported,
// the theme's variables are not, and an exception must say why.
async function problems(code: string) {
  const { results } = await stylelint.lint({ code, codeFilename: 'src/design-system/X/X.module.css' });
  return results[0]!.warnings.map((w) => w.rule);
}

describe('colours in component styles come from the theme', () => {
  it.each([
    ['a hex colour', '.a { color: #237032; }', 'color-no-hex'],
    ['a named colour', '.a { background: white; }', 'color-named'],
    ['rgb()', '.a { box-shadow: 0 1px 2px rgb(0 0 0 / 6%); }', 'function-disallowed-list'],
    ['hsl()', '.a { border-color: hsl(120deg 50% 30%); }', 'function-disallowed-list'],
    ['a colour mixed with a raw one', '.a { color: color-mix(in srgb, var(--mantine-color-green-9), black 20%); }', 'color-named'],
  ])('reports %s', async (_, code, rule) => {
    expect(await problems(code)).toContain(rule);
  });

  it('accepts the theme\'s variables, transparent and currentColor', async () => {
    expect(await problems(`.a {
      color: var(--mantine-color-red-9);
      background: color-mix(in srgb, var(--mantine-color-white) 55%, transparent);
      box-shadow: var(--safar-shadow-bar);
      border-color: currentColor;
      outline: 2px solid var(--safar-color-success-strong);
    }`)).toEqual([]);
  });

  it('takes an exception only with its reason', async () => {
    expect(await problems('/* stylelint-disable-next-line color-no-hex */\n.a { color: #000; }')).toContain('--report-descriptionless-disables');
    expect(await problems('/* stylelint-disable-next-line color-no-hex -- the print palette has no theme */\n.a { color: #000; }')).toEqual([]);
  });
});
