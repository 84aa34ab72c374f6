export { theme, cssVariablesResolver } from './theme';
export * as tokens from './tokens';
