import { loadLocationCombobox } from './LocationPicker/LocationPicker';
import { loadPopover } from './overlays/LazyPopover';

/**
 * The search fields' dropdown code (the popover, the place list) loaded now: the catalogue and the
 * component tests show the fields as a traveller uses them, not in the moment their code is on its way.
 */
export const loadFieldDropdowns = () => Promise.all([loadPopover(), loadLocationCombobox()]);
