export * from './enums';
export * from './messages';
export * from './paging';
export * from './rules/index';
export * from './api/public';
export * from './api/front';
