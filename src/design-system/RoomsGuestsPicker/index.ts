export { RoomsGuestsPicker } from './RoomsGuestsPicker';
export type { RoomsGuestsPickerProps } from './RoomsGuestsPicker';
