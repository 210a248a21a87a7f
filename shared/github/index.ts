export * from './client.js';
export * from './errors.js';
export * from './repo.js';
export * from './schemas.js';
