import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../design-system';
import { createApi } from '../api';
import { RootStore, StoresProvider } from '../stores';
import { router } from './router';

export function App() {
  const [store] = useState(() => new RootStore(createApi()));
  useEffect(() => {
    const stopOnline = store.general.trackOnlineStatus();
    const stopMedia = store.general.trackMedia();
    return () => {
      stopOnline();
      stopMedia();
    };
  }, [store]);
  return (
    <ThemeProvider>
      <StoresProvider store={store}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>
  );
}
