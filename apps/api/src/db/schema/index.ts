export * from './auth';
export * from './canvases';
export * from './outbox';
export * from './public';
export * from './users';
