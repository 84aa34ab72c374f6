export { CancelReservationDialog } from './CancelReservationDialog';
export type { CancelReservationDialogProps } from './CancelReservationDialog';
