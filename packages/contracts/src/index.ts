export * from './enums';
export * from './messages';
export * from './paging';
export * from './rules/index';
export * from './api/call';
export * from './api/fields';
export * from './api/public';
export * from './api/front';
