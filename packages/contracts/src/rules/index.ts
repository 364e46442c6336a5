export * from './publicityUrl';
export * from './cylinderStatusText';
export * from './belongTypeLabel';
export * from './requestParams';
export * from './dates';
