export * from './levels';
export * from './source';
export * from './image-url';
export * from './playlist';
