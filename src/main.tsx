// Mantine's styles first, so our components' CSS modules (equal specificity) override them.
import '@mantine/core/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// A transition lets React render the first page in small slices instead of one long task, so a
// slow phone stays responsive (and Lighthouse's total blocking time stays low) while it boots.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
