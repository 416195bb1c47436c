export * from './business-units.ts';
export * from './client-config.ts';
export * from './errors.ts';
export * from './lists.ts';
export * from './roles.ts';
export * from './user.ts';
