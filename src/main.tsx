// Mantine's styles first, so our components' CSS modules (equal specificity) override them.
import '@mantine/core/styles.layer.css';

// React and the router first, then the app, each in a task of its own: one long evaluation of
// everything would block a phone's main thread for a quarter of a second.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
const { startApp } = await import('./app/start');
// Evaluating the app's modules and building its stores: two tasks, not one.
await new Promise((resolve) => setTimeout(resolve, 0));
await startApp(document.getElementById('root')!);
