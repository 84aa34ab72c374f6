export * from './decide';
export { matchPattern, type RouteParams } from './match';
export * from './meta';
export * from './places';
export { finalRedirectTarget } from './redirects';
export * from './routes';
