import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';
import classes from './ToastHost.module.css';

/** Where toasts render. Loaded lazily by ThemeProvider. */
export default function ToastHost() {
  return <Notifications position="bottom-center" className={classes.root} autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} />;
}
