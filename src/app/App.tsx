import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { showToast, ThemeProvider } from '../design-system';
import { createApi } from '../api';
import { RootStore, StoresProvider } from '../stores';
import { router } from './router';

export function App() {
  const [store] = useState(() => new RootStore(createApi()));
  useEffect(() => {
    // SPEC §8: a 400 toasts the first message of each meta.errors entry.
    store.api.http.setHooks({ onBadRequest: (messages) => messages.forEach((m) => void showToast(m, 'error')) });
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
