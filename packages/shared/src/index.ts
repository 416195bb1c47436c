export * from './rules.ts';
export * from './schemas/client-config.ts';
export * from './schemas/common.ts';
export * from './schemas/user.ts';
export * from './schemas/notifications.ts';
export * from './schemas/tasks.ts';
export * from './schemas/master-data.ts';
export * from './schemas/posts.ts';
