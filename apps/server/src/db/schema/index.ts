export * from './organizations.ts';
export * from './users.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './feedback.ts';
export * from './files.ts';
