// Mantine's overlays (with their focus trap, scroll lock and transitions), imported only lazily.
export { Drawer, Modal } from '@mantine/core';
