export * from './health';
export * from './product';
export * from './storefront';
