export { SavedPassengersPicker } from './SavedPassengersPicker';
export type { SavedPassenger, SavedPassengersPickerProps } from './SavedPassengersPicker';
