import { Box, chakra } from '@chakra-ui/react';
import { formatPrice, formatSiren } from '@shop/shared';
import { graphql } from 'gatsby';
import React from 'react';
import { messages } from '../../messages';
import { PROSE } from './RichText';

const m = messages.company;

export type CompanyPublisherData = {
  name: string;
  legalForm: string;
  shareCapital: number;
  address: string;
  addressExtra: string | null;
  zipCode: string;
  locality: string;
  siren: string;
  siret: string;
  vatNumber: string;
  rcs: string;
  email: string;
  phone: string;
  publicationDirector: string;
  host: string;
};

/** 0478601234 → 04 78 60 12 34; +33478601234 → +33 4 78 60 12 34. */
export function printedPhone(phone: string): string {
  const national = /^\+33(\d{9})$/.exec(phone);
  if (national) return `+33 ${national[1][0]} ${national[1].slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return phone.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/**
 * The legal notice's publisher, publication director and host (LCEN art. 6-III), printed from the identity staff
 * keep at /admin/societe: the one the invoices print, so the two never disagree.
 */
export function CompanyPublisher({ company }: { company: CompanyPublisherData }) {
  const capital = formatPrice(company.shareCapital).replace(/,00(?=\s*€)/, '');
  const headOffice = [company.address, company.addressExtra, `${company.zipCode} ${company.locality}`, 'France'].filter(Boolean).join(', ');
  return (
    <Box className="rich-text" css={PROSE} data-testid="company-publisher" mb="4">
      <h2>{m.publisherTitle}</h2>
      <p>{m.publisher(company.name, company.legalForm, capital)}</p>
      <ul>
        <li>{m.headOffice} : {headOffice}</li>
        <li>{m.registration} : {company.rcs}</li>
        <li>{m.siren} : {formatSiren(company.siren)} — {m.siret} : {formatSiren(company.siret)}</li>
        <li>{m.vatNumber} : {company.vatNumber}</li>
        <li>{m.phone} : {printedPhone(company.phone)}</li>
        <li>
          {m.email} : <chakra.a href={`mailto:${company.email}`} textDecoration="underline">{company.email}</chakra.a>
        </li>
      </ul>
      <h2>{m.directorTitle}</h2>
      <p>{company.publicationDirector}</p>
      <h2>{m.hostTitle}</h2>
      <p>{m.host(company.host)}</p>
    </Box>
  );
}

export const companyPublisherFragment = graphql`
  fragment CompanyPublisher on ShopCompany {
    name legalForm shareCapital address addressExtra zipCode locality siren siret vatNumber rcs email phone publicationDirector host
  }
`;
