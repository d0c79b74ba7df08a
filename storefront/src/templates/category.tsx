import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AppLink } from '../components/common/AppLink';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { Seo } from '../components/common/Seo';
import { Layout } from '../components/layout/Layout';
import { ProductListing } from '../features/search/ProductListing';
import { categoryTrail, categoryUrl, childCategories, type ShopCategory } from '../lib/categories';
import type { ProductCardData } from '../lib/product-card-data';
import { messages } from '../messages';
import { StaticIsland } from '../features/static-island/StaticIsland';

type CategoryData = {
  shopCategory: ShopCategory;
  allShopCategory: { nodes: ShopCategory[] };
  allShopProduct: { totalCount: number; nodes: ProductCardData[] };
};

/** /categories/{category}[/{type}[/{core}]]: the products of the category and of its descendants. */
export default function CategoryPage({ data }: PageProps<CategoryData>) {
  const category = data.shopCategory;
  const categories = data.allShopCategory.nodes;
  const trail = categoryTrail(category.path, categories);
  const children = childCategories(category.path, categories);
  const products = data.allShopProduct;
  return (
    <Layout>
      <Breadcrumbs items={trail.map((c, i) => (i === trail.length - 1 ? { label: c.name } : { label: c.name, to: categoryUrl(c.path) }))} />
      <Box as="section" data-testid="category-page" data-path={category.path}>
        <StaticIsland>
          <Heading as="h1" size="3xl" data-testid="page-title">{category.name}</Heading>
          {category.description && <Text mt="2" color="fg.muted" maxW="75ch">{category.description}</Text>}
          {children.length > 0 && (
            <Box as="nav" aria-labelledby="sous-categories" mt="5">
              <Heading as="h2" id="sous-categories" size="sm" mb="2">{messages.category.subCategories}</Heading>
              <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
                {children.map((child) => (
                  <li key={child.path}>
                    <AppLink to={categoryUrl(child.path)} display="inline-block" px="3" py="1.5" borderRadius="full" borderWidth="1px" borderColor="brand.border" color="brand.fg" _hover={{ bg: 'brand.subtle', textDecoration: 'none' }} data-testid="subcategory-link">
                      {child.name}
                    </AppLink>
                  </li>
                ))}
              </Flex>
            </Box>
          )}
        </StaticIsland>
        <Box as="section" mt="6" aria-labelledby="category-products-title">
          {/* The cards' titles are h3: the outline needs the level between them and the page's h1. */}
          <Heading as="h2" id="category-products-title" srOnly>
            {messages.category.products}
          </Heading>
          {products.totalCount > 0 ? (
            <ProductListing firstPage={products.nodes} totalCount={products.totalCount} category={category.path} />
          ) : (
            <Text>{messages.category.empty}</Text>
          )}
        </Box>
      </Box>
    </Layout>
  );
}

export function Head({ data }: HeadProps<CategoryData>) {
  return <Seo title={data.shopCategory.name} description={data.shopCategory.description} />;
}

export const query = graphql`
  query CategoryPage($categoryPath: String!, $paths: [String!]!) {
    shopCategory(path: { eq: $categoryPath }) {
      id: categoryId name handle description path slug depth parentPath menuTag rank
    }
    allShopCategory {
      nodes { id: categoryId name handle description path slug depth parentPath menuTag rank }
    }
    allShopProduct(filter: { categoryPaths: { in: $paths } }, sort: { title: ASC }, limit: 48) { # the static first page; "show more" asks POST /api/product/query
      totalCount
      nodes { ...ProductCard }
    }
  }
`;
