export { RootStore } from './RootStore';
export { GeneralStore } from './GeneralStore';
export { StoresProvider, useStores } from './StoresContext';
