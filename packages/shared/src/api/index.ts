export * from './health';
export * from './product';
export * from './storefront';
export * from './cart';
export * from './session';
export * from './search';
export * from './order';
export * from './account';
