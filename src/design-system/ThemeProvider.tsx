import { lazy, Suspense, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import './theme/fonts';
import { cssVariablesResolver, theme } from './theme';

const ToastHost = lazy(() => import('./toast/ToastHost'));

/** Theme, right-to-left direction and the toast host: what every screen and story stands in. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
