export { theme } from './theme';
export * as tokens from './tokens';
