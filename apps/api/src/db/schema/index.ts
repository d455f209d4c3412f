export * from './auth';
export * from './browse';
export * from './canvases';
export * from './instagram';
export * from './outbox';
export * from './places';
export * from './public';
export * from './users';
