export { CipExtrasPicker } from './CipExtrasPicker';
export type { CipExtraOption, CipExtrasPickerProps } from './CipExtrasPicker';
