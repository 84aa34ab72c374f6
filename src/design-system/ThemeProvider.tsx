import { lazy, Suspense, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
// In a cascade layer (`@layer mantine`), so a component's CSS module outweighs Mantine's whatever
// order the stylesheets load in (Storybook loaded Mantine's after ours, and it won ties).
import '@mantine/core/styles.layer.css';
import './theme/fonts';
import { cssVariablesResolver, theme } from './theme';

const ToastHost = lazy(() => import('./toast/ToastHost'));

/** The toast host has nothing to show at first: it mounts after the page has rendered (or hydrated). */
function LateToastHost() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** Theme, right-to-left direction and the toast host: what every screen and story stands in. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <LateToastHost />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
