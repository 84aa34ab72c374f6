export { InstallPrompt } from './InstallPrompt';
export type { InstallPromptProps, InstallPromptVariant } from './InstallPrompt';
