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
 * Who the company is on each page that names it: the legal notice's publisher (LCEN art. 6-III), the terms of sale's
 * seller (Code de la consommation L221-5, L111-1), the privacy policy's data controller (RGPD art. 13).
 */
export type CompanyRole = 'publisher' | 'seller' | 'controller';
const ROLE_OF_PAGE: Record<string, CompanyRole> = { legal: 'publisher', cgv: 'seller', privacy: 'controller' };
const LEAD = { publisher: [m.publisherTitle, m.publisher], seller: [m.sellerTitle, m.seller], controller: [m.controllerTitle, m.controller] } as const;

/** The role of the company on this CMS page (the pages whose context names the company node: sourcing/schema.ts). */
export const companyRoleOf = (slug: string): CompanyRole => ROLE_OF_PAGE[slug] ?? 'publisher';

/**
 * The company identity printed above a CMS page's text, from the identity staff keep at /admin/societe (the one the
 * invoices print, so they never disagree): name, form and capital, head office, numbers, phone and e-mail; the
 * legal notice adds the publication director and the host, the privacy policy the host of the data.
 */
export function CompanyPublisher({ company, role = 'publisher' }: { company: CompanyPublisherData; role?: CompanyRole }) {
  const capital = formatPrice(company.shareCapital).replace(/,00(?=\s*€)/, '');
  const headOffice = [company.address, company.addressExtra, `${company.zipCode} ${company.locality}`, 'France'].filter(Boolean).join(', ');
  const [title, lead] = LEAD[role];
  return (
    <Box className="rich-text" css={PROSE} data-testid="company-publisher" data-role={role} mb="4">
      <h2>{title}</h2>
      <p>{lead(company.name, company.legalForm, capital)}</p>
      <ul>
        <li>{m.headOffice} : {headOffice}</li>
        <li>{m.registration} : {company.rcs}</li>
        <li>{m.siren} : {formatSiren(company.siren)} — {m.siret} : {formatSiren(company.siret)}</li>
        <li>{m.vatNumber} : {company.vatNumber}</li>
        <li>{m.phone} : {printedPhone(company.phone)}</li>
        <li>
          {m.email} : <chakra.a href={`mailto:${company.email}`} textDecoration="underline">{company.email}</chakra.a>
        </li>
        {role === 'controller' && <li>{m.dataHost} : {company.host}</li>}
      </ul>
      {role === 'publisher' && (
        <>
          <h2>{m.directorTitle}</h2>
          <p>{company.publicationDirector}</p>
          <h2>{m.hostTitle}</h2>
          <p>{m.host(company.host)}</p>
        </>
      )}
    </Box>
  );
}

export const companyPublisherFragment = graphql`
  fragment CompanyPublisher on ShopCompany {
    name legalForm shareCapital address addressExtra zipCode locality siren siret vatNumber rcs email phone publicationDirector host
  }
`;
