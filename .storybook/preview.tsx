// Mantine's styles first, so our components' CSS modules (equal specificity) override them.
import '@mantine/core/styles.layer.css';
import './docs.css';
import { useState, type ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { loadFieldDropdowns, ThemeProvider } from '../src/design-system';
import { createApi } from '../src/api';
import { defaultBrowserEnv, loadFeatureStores, memoryStorage, RootStore, StoresProvider } from '../src/stores';
import { DEFAULT_VIEWPORT, VIEWPORTS, type ViewportName } from './viewports.ts';
import { ViewportFrame } from './ViewportFrame.tsx';

// The whole product is Persian and right-to-left; so is every story.
document.documentElement.lang = 'fa';
document.documentElement.dir = 'rtl';

/** A fresh RootStore per story, on its own in-memory storage, so no story leaks state into the next. */
function FreshStores({ children }: { children: ReactNode }) {
  const [store] = useState(() => new RootStore(createApi(), { ...defaultBrowserEnv(), storage: memoryStorage() }));
  return <StoresProvider store={store}>{children}</StoresProvider>;
}

/**
 * Docs pages (the MDX guides, the Tokens page, each component's page) stand in the theme too: a
 * block on an MDX page renders outside any story's decorators, and Mantine's components need it.
 */
function ThemedDocs({ children, ...props }: DocsContainerProps & { children?: ReactNode }) {
  return (
    <DocsContainer {...props}>
      <ThemeProvider>{children}</ThemeProvider>
    </DocsContainer>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  // Every store at hand, as on the pages that use them (their routes load the feature stores' chunk),
  // and the search fields' dropdowns, as on a page idle for a moment.
  loaders: [async () => {
    await Promise.all([loadFeatureStores(), loadFieldDropdowns()]);
    return {};
  }],
  decorators: [
    (Story, context) => (
      <ThemeProvider>
        <FreshStores key={context.id}>
          <Story />
        </FreshStores>
      </ThemeProvider>
    ),
    // On a docs page, a phone or tablet story is shown at its device's width (ViewportFrame).
    (Story, context) => {
      type ViewportGlobals = { viewport?: { value?: string } } | undefined;
      const viewport = (context.parameters.viewport?.defaultViewport
        ?? (context.storyGlobals as ViewportGlobals)?.viewport?.value) as ViewportName | undefined;
      if (context.viewMode !== 'docs' || !viewport || viewport === DEFAULT_VIEWPORT || !(viewport in VIEWPORTS)) return <Story />;
      return <ViewportFrame storyId={context.id} title={context.name} viewport={viewport} />;
    },
  ],
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    a11y: { test: 'error' },
    controls: { expanded: true },
    docs: { toc: true, container: ThemedDocs },
    options: { storySort: { order: ['معرفی', 'Tokens', 'محصولات', ['پرواز', 'هتل', 'تور', 'CIP', 'ویزا', 'حساب کاربری'], 'Design system'] } },
  },
  initialGlobals: {
    viewport: { value: DEFAULT_VIEWPORT, isRotated: false },
  },
};

export default preview;
