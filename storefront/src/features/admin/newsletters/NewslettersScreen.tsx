import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import type { ApiNewsletterCampaign } from '@shop/shared';
import React from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { frenchDate, Table, Td, Th } from '../desk/ui';
import type { AdminScreenProps } from '../types';
import { ComposeForm } from './ComposeForm';
import { useCampaign, useCampaigns } from './hooks';
import { audienceText, newsletterMessages as m } from './messages';

const Progress = chakra('progress');

/** The campaign just queued, read again every 2 s until every recipient is done. */
function CampaignProgress({ id }: { id: string }) {
  const campaign = useCampaign(id);
  if (!campaign.data) return null;
  const { tag, status, counts } = campaign.data;
  return (
    <Box as="section" aria-labelledby="newsletter-follow-title" borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid="newsletter-progress">
      <Heading as="h2" id="newsletter-follow-title" size="md" mb="2">{m.followTitle(tag)}</Heading>
      <Text>
        <span data-testid="newsletter-progress-status">{m.status[status]}</span> — <span data-testid="newsletter-progress-counts">{m.progress(counts)}</span>
      </Text>
      <Progress display="block" width="100%" mt="2" aria-label={m.followTitle(tag)} max={counts.recipients || 1} value={counts.recipients - counts.pending} />
    </Box>
  );
}

function CampaignRow({ campaign }: { campaign: ApiNewsletterCampaign }) {
  return (
    <tr data-testid={`newsletter-row-${campaign.tag}`}>
      <Td fontWeight="bold">{campaign.tag}</Td>
      <Td>{campaign.template.subject}</Td>
      <Td>{audienceText(campaign.filter)}</Td>
      <Td>{m.status[campaign.status]}</Td>
      <Td>{m.progress(campaign.counts)}</Td>
      <Td whiteSpace="nowrap">{frenchDate(campaign.createdAt, true)}</Td>
    </tr>
  );
}

/** /admin/newsletters: compose and send a campaign, follow it, and the campaigns sent (pages of 20). */
export default function NewslettersScreen(_: AdminScreenProps) {
  const [page, setPage] = React.useState(1);
  const [followed, setFollowed] = React.useState<string | null>(null);
  const list = useCampaigns(page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Box display="flex" flexDirection="column" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.title}</Heading>
        <Text color="fg.muted">{m.intro}</Text>
      </Box>
      <ComposeForm onQueued={(campaign) => { setFollowed(campaign.id); setPage(1); }} />
      {followed && <CampaignProgress id={followed} />}
      <Box as="section" aria-labelledby="newsletter-list-title">
        <Heading as="h2" id="newsletter-list-title" size="lg" mb="3">{m.listTitle}</Heading>
        {list.isPending ? (
          <Spinner aria-label={m.loading} />
        ) : list.isError ? (
          <Text role="alert" color={ERROR_TEXT}>{list.error instanceof ApiRequestError ? list.error.message : m.failed}</Text>
        ) : list.data.campaigns.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : (
          <Box overflowX="auto">
            <Table data-testid="newsletters-table">
              <thead>
                <tr>
                  <Th scope="col">{m.colTag}</Th>
                  <Th scope="col">{m.colSubject}</Th>
                  <Th scope="col">{m.colAudience}</Th>
                  <Th scope="col">{m.colStatus}</Th>
                  <Th scope="col">{m.colProgress}</Th>
                  <Th scope="col">{m.colDate}</Th>
                </tr>
              </thead>
              <tbody>
                {list.data.campaigns.map((campaign) => <CampaignRow key={campaign.id} campaign={campaign} />)}
              </tbody>
            </Table>
          </Box>
        )}
        {pages > 1 && (
          <Box as="nav" aria-label={m.pageOf(page, pages)} display="flex" gap="3" alignItems="center" mt="4">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{m.previous}</Button>
            <Text>{m.pageOf(page, pages)}</Text>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{m.next}</Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
