import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { ApiPromo } from '@shop/shared';
import React from 'react';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ListSearch, ListState } from '../desk/lists';
import { Pager, Table, Td, Th } from '../desk/ui';
import type { AdminScreenProps } from '../types';
import { discountText, localDay } from './form';
import { useDeletePromo, usePromos } from './hooks';
import { promoMessages as m } from './messages';
import { PromoForm } from './PromoForm';
import { formatPrice } from '@shop/shared';


const audienceText = (promo: ApiPromo) =>
  promo.audience === 'pros' ? m.audiencePros : promo.audience === 'consumers' ? m.audienceConsumers : m.audienceAll;

function datesText(promo: ApiPromo): string {
  const day = (iso: string) => localDay(iso).split('-').reverse().join('/');
  if (!promo.startsAt && !promo.endsAt) return m.always;
  return [promo.startsAt ? `${m.from} ${day(promo.startsAt)}` : '', promo.endsAt ? `${m.until} ${day(promo.endsAt)}` : ''].filter(Boolean).join(' ');
}

/** /admin/promos: the codes (search, pages of 50), a form to create one, each row editable and deletable. */
export default function PromosScreen(_: AdminScreenProps) {
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [editing, setEditing] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState('');
  const [formKey, setFormKey] = React.useState(0);
  const list = usePromos(search, page);
  const remove = useDeletePromo();

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
    setFormKey((k) => k + 1);
  };

  return (
    <Box display="flex" flexDirection="column" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.title}</Heading>
        <Text color="fg.muted">{m.intro}</Text>
      </Box>
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
      {editing === null && <PromoForm key={formKey} promo={null} onDone={done} />}

      <Box as="section" aria-labelledby="promos-list-title">
        <Heading as="h2" id="promos-list-title" size="lg" mb="3">{m.title}</Heading>
        <ListSearch id="promos-search" label={m.search} buttonText={m.searchButton} onSearch={(words) => { setSearch(words); setPage(1); }} />

        <ListState query={list} isEmpty={(data) => data.promos.length === 0} texts={m}>
          {(data) => (
            <Table data-testid="promos-table">
              <thead>
                <tr>
                  <Th scope="col">{m.colCode}</Th>
                  <Th scope="col">{m.colDiscount}</Th>
                  <Th scope="col">{m.colMinimum}</Th>
                  <Th scope="col">{m.colDates}</Th>
                  <Th scope="col">{m.colUses}</Th>
                  <Th scope="col">{m.colAudience}</Th>
                  <Th scope="col">{m.colStatus}</Th>
                  <Th scope="col">{m.colActions}</Th>
                </tr>
              </thead>
              <tbody>
                {data.promos.map((promo) => (
                  <React.Fragment key={promo.id}>
                    <tr data-testid={`promo-row-${promo.code}`}>
                      <Td fontWeight="bold">{promo.code}</Td>
                      <Td>{discountText(promo)}</Td>
                      <Td>{promo.minimumCents === null ? m.none : formatPrice(promo.minimumCents)}</Td>
                      <Td>{datesText(promo)}</Td>
                      <Td>{promo.usageLimit === null ? promo.used : `${promo.used} / ${promo.usageLimit}`}</Td>
                      <Td>{audienceText(promo)}</Td>
                      <Td>{promo.active ? m.active : m.paused}</Td>
                      <Td whiteSpace="nowrap">
                        <Box display="flex" gap="2">
                          <Button size="sm" variant="outline" aria-label={`${m.edit} ${promo.code}`} onClick={() => { setNotice(''); setEditing(promo.id); }}>{m.edit}</Button>
                          {confirming === promo.id ? (
                            <Button
                              size="sm"
                              colorPalette="red"
                              loading={remove.isPending}
                              onClick={() =>
                                remove.mutate(promo.id, {
                                  onSuccess: () => { setConfirming(null); setNotice(m.deleted(promo.code)); },
                                  onError: (error) => { setConfirming(null); setNotice(error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE); },
                                })
                              }
                            >
                              {m.confirmDelete}
                            </Button>
                          ) : (
                            <Button size="sm" variant="outline" aria-label={`${m.delete} ${promo.code}`} onClick={() => setConfirming(promo.id)}>{m.delete}</Button>
                          )}
                        </Box>
                      </Td>
                    </tr>
                    {editing === promo.id && (
                      <tr>
                        <Td colSpan={8}>
                          <PromoForm promo={promo} onDone={done} />
                        </Td>
                      </tr>
                    )}
                  </React.Fragment>
                ))}
              </tbody>
            </Table>
          )}
        </ListState>
        {list.data && (
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} texts={{ previous: m.previous, next: m.next, page: m.pageOf }} />
        )}
      </Box>
    </Box>
  );
}
