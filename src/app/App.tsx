import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { showToast, ThemeProvider } from '../design-system';
import { createApi } from '../api';
import { RootStore, StoresProvider } from '../stores';
import { reloadAfterChunkError } from './chunk-reload';
import { createAppRouter } from './router';

export function App() {
  const [store] = useState(() => new RootStore(createApi()));
  const [router] = useState(() => createAppRouter(store.auth));
  useEffect(() => {
    // SPEC §8: a 400 toasts the first message of each meta.errors entry.
    store.api.http.setHooks({ onBadRequest: (messages) => messages.forEach((m) => void showToast(m, 'error')) });
    const stopOnline = store.general.trackOnlineStatus();
    const stopMedia = store.general.trackMedia();
    // Vite reports a failed preload of a lazy chunk here; SPEC §4: reload once per 60 s.
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      stopOnline();
      stopMedia();
      window.removeEventListener('vite:preloadError', onPreloadError);
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
