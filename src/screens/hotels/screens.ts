/** The hotel pages in one chunk: one import (and one list of its dependencies) in the app's route table. */
export { HotelPageScreen } from './HotelPageScreen';
export { HotelResultsScreen } from './HotelResultsScreen';
export { HotelsLandingScreen, preloadLandingParts } from './HotelsLandingScreen';
