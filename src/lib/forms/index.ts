export * from './limits';
export * from './files';
export * from './schemas';
