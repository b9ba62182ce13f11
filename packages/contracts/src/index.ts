export * from './constants.ts';
export * from './routes.ts';
export * from './errors.ts';
export * from './settings.ts';
export * from './content.ts';
export * from './page-rendering.ts';
export * from './contact.ts';
export * from './children.ts';
