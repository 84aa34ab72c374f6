import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '../design-system';
import { createApi } from '../api';
import { RootStore, StoresProvider } from '../stores';
import { router } from './router';

export function App() {
  const [store] = useState(() => new RootStore(createApi()));
  useEffect(() => store.general.trackOnlineStatus(), [store]);
  return (
    <ThemeProvider>
      <StoresProvider store={store}>
        <RouterProvider router={router} />
      </StoresProvider>
    </ThemeProvider>
  );
}
