export * from './auth.ts';
export * from './fields.ts';
export * from './notifications.ts';
export * from './paths.ts';
export * from './places.ts';
export * from './sanitize.ts';
export * from './texts.ts';
export * from './vocab.ts';
