import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import type { ApiNewsletterCampaign } from '@shop/shared';
import React from 'react';
import { ListState } from '../desk/lists';
import { frenchDate, Pager, Table, Td, Th } from '../desk/ui';
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
        <ListState query={list} isEmpty={(data) => data.campaigns.length === 0} texts={m}>
          {(data) => (
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
                {data.campaigns.map((campaign) => <CampaignRow key={campaign.id} campaign={campaign} />)}
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
