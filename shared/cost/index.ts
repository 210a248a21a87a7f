export * from './names.js';
export * from './schema.js';
export * from './job-name.js';
export * from './legs.js';
export * from './estimate.js';
export * from './history.js';
export * from './render.js';
export * from './simulated.js';
