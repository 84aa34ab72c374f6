import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// ARCHITECTURE.md's one-way imports: each zone lists what its target may NOT import.
const zones = [
  { target: './src/domain', from: './src', except: ['./domain'], message: 'domain imports nothing of ours' },
  { target: './src/contract', from: './src', except: ['./contract'], message: 'contract imports nothing of ours' },
  { target: ['./src/domain', './src/contract'], from: './server', message: 'domain and contract import nothing of ours' },
  {
    target: './src/design-system',
    from: ['./src/stores', './src/api', './src/screens', './src/app', './src/contract'],
    message: 'design-system imports domain only: no stores, api, screens or app',
  },
  { target: './src/api', from: ['./src/stores', './src/screens', './src/app', './src/design-system'], message: 'api imports contract and domain only' },
  { target: './src/stores', from: ['./src/screens', './src/app', './src/design-system'], message: 'stores import domain, contract and api only' },
  { target: './src/screens', from: './src/app', message: 'screens never import app: app assembles screens' },
  { target: './src', from: './server', message: 'browser code never imports the server' },
  { target: './server', from: './src', except: ['./contract', './domain'], message: 'server imports contract and domain only, never browser code' },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'tmp', 'storybook-static', 'storybook-*', 'ci-artifacts', 'node_modules', 'coverage', 'data', 'test-results', 'playwright-report', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|left|right)$/]",
          message: 'Use logical properties (marginInlineStart, insetInlineEnd, …): the app is right-to-left.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
