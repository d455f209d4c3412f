export * from './auth';
export * from './outbox';
export * from './public';
export * from './users';
