import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// Proves the zones of eslint.config.js still bite: each case is an import ARCHITECTURE.md forbids.
const eslint = new ESLint();

async function zoneErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('one-way imports (ARCHITECTURE.md)', () => {
  it.each([
    ['src/design-system/PriceText/x.ts', "import { RootStore } from '../../stores';\nexport const a = RootStore;\n"],
    ['src/design-system/PriceText/x.ts', "import { createApi } from '../../api';\nexport const a = createApi;\n"],
    ['src/domain/x.ts', "import { theme } from '../design-system';\nexport const a = theme;\n"],
    ['src/domain/x.ts', "import type { ApiMeta } from '../contract';\nexport type A = ApiMeta;\n"],
    ['src/contract/x.ts', "import { formatNumber } from '../domain/numbers';\nexport const a = formatNumber;\n"],
    ['src/stores/x.ts', "import { App } from '../app/App';\nexport const a = App;\n"],
    ['src/screens/home/x.ts', "import { router } from '../../app/router';\nexport const a = router;\n"],
    ['server/x.ts', "import { RootStore } from '../src/stores';\nexport const a = RootStore;\n"],
  ])('rejects %s importing across a zone', async (file, source) => {
    expect(await zoneErrors(file, source)).not.toHaveLength(0);
  });

  it.each([
    ['server/x.ts', "import type { ApiMeta } from '../src/contract';\nexport type A = ApiMeta;\n"],
    ['src/design-system/PriceText/x.ts', "import { formatNumber } from '../../domain/numbers';\nexport const a = formatNumber;\n"],
    ['src/stores/x.ts', "import { createApi } from '../api';\nexport const a = createApi;\n"],
  ])('allows %s importing along the flow', async (file, source) => {
    expect(await zoneErrors(file, source)).toHaveLength(0);
  });
});
