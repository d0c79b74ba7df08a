import * as shared from '../index';

describe('package entry point', () => {
  it('exports the contract names', () => {
    for (const name of [
      'CATEGORY_TREE',
      'flattenCategoryTree',
      'leafCategoryPaths',
      'centsToMajor',
      'majorToCents',
      'formatPrice',
      'htFromTtc',
      'ean13CheckDigit',
      'isValidEan13',
      'DELIVERY_COUNTRIES',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });
});
