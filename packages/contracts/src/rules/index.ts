export * from './publicityUrl';
export * from './cylinderStatusText';
export * from './belongTypeLabel';
export * from './requestParams';
export * from './dates';
export * from './passwordRules';
export * from './landingRoute';
export * from './licenceNotice';
