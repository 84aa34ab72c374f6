export * from './cip-price';
export * from './cip-url';
export * from './cip-words';
export * from './meet-at';
