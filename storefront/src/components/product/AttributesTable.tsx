import { Box, chakra, Heading } from '@chakra-ui/react';
import React from 'react';
import { formatDimensions, formatPower, formatWeight } from '../../lib/format';
import { messages } from '../../messages';
import { StaticIsland } from '../../features/static-island/StaticIsland';

export type ProductAttributes = {
  powerW: number | null;
  widthMm: number | null;
  heightMm: number | null;
  depthMm: number | null;
  weightG: number | null;
  colour: string | null;
  brand: string | null;
  ean: string | null;
};

const m = messages.product;

/** Rows of the technical table, in the spec's order; unknown values are left out rather than shown empty. */
export function attributeRows(p: ProductAttributes): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    [m.power, formatPower(p.powerW)],
    [`${m.dimensions} (${m.dimensionsHint})`, formatDimensions(p.widthMm, p.heightMm, p.depthMm)],
    [m.weight, formatWeight(p.weightG)],
    [m.colour, p.colour],
    [m.brand, p.brand],
    [m.ean, p.ean],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value }));
}

/** The rows are computed inside the island: their number formats (Intl) cost nothing while the page hydrates. */
export function AttributesTable({ product }: { product: ProductAttributes }) {
  return (
    <StaticIsland>
      <AttributesSection product={product} />
    </StaticIsland>
  );
}

function AttributesSection({ product }: { product: ProductAttributes }) {
  const rows = attributeRows(product);
  if (rows.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="caracteristiques" mt="8">
      <Heading as="h2" id="caracteristiques" size="lg" mb="3">
        {m.technicalAttributes}
      </Heading>
      <chakra.table w="full" maxW="40rem" borderWidth="1px" borderColor="border" data-testid="attributes-table">
        <tbody>
          {rows.map((row, index) => (
            <chakra.tr key={row.label} bg={index % 2 === 0 ? 'surface' : 'page'}>
              <chakra.th scope="row" textAlign="start" fontWeight="medium" px="3" py="2" w="45%">
                {row.label}
              </chakra.th>
              <chakra.td px="3" py="2" data-attribute={row.label}>
                {row.value}
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
