export * from './limits.mjs';
export * from './files';
export * from './schemas';
