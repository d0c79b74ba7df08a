export * from './money';
export * from './ean13';
export * from './categories';
export * from './countries';
export * from './stock';
export * from './api';
export * from './validation';
export * from './grants';
