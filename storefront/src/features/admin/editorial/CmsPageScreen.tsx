import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import type { ApiCmsPage, RichTextBlock } from '@shop/shared';
import React from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { QueryState } from '../desk/lists';
import { ERROR_TEXT } from '../../checkout/fields';
import { statusText } from './BlogScreen';
import { useCmsPage, useSaveCmsPage } from './hooks';
import { editorialMessages as m } from './messages';
import { RichTextEditor } from './RichTextEditor';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1' } });

function PageForm({ tag, page }: { tag: string; page: ApiCmsPage }) {
  const [title, setTitle] = React.useState(page.content.title);
  const [seo, setSeo] = React.useState(page.content.seoDescription ?? '');
  const [blocks, setBlocks] = React.useState<RichTextBlock[]>(page.content.blocks);
  const [notice, setNotice] = React.useState('');
  const [error, setError] = React.useState('');
  const save = useSaveCmsPage(tag);
  const submit = (publish: boolean) => {
    setNotice('');
    setError('');
    save.mutate(
      { content: { title, seoDescription: seo || null, blocks }, publish },
      {
        onSuccess: () => setNotice(publish ? m.pagePublished : m.pageSaved),
        onError: (e) => setError(e instanceof ApiRequestError ? e.message : FALLBACK_ERROR_MESSAGE),
      },
    );
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" maxW="3xl" onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(false); }}>
      <Text data-testid="page-status">{m.colStatus} : {statusText(save.data?.status ?? page.status)}</Text>
      <Box>
        <Label htmlFor={`page-${tag}-title`}>{m.fieldTitle}</Label>
        <TextInput id={`page-${tag}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor={`page-${tag}-seo`}>{m.fieldSeo}</Label>
        <TextInput id={`page-${tag}-seo`} value={seo} maxLength={300} onChange={(e) => setSeo(e.target.value)} />
      </Box>
      <Box>
        <Text id={`page-${tag}-content-label`} fontWeight="medium" mb="1">{m.fieldContent}</Text>
        <RichTextEditor id={`page-${tag}-content`} labelId={`page-${tag}-content-label`} value={page.content.blocks} onChange={setBlocks} />
      </Box>
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
      {error && <Text role="alert" color={ERROR_TEXT}>{error}</Text>}
      <Box display="flex" gap="3">
        <Button type="submit" variant="outline" loading={save.isPending}>{m.save}</Button>
        <Button colorPalette="copper" loading={save.isPending} onClick={() => submit(true)}>{m.publish}</Button>
      </Box>
    </chakra.form>
  );
}

/** /admin/legal, /admin/cgv, /admin/cookie, /admin/privacy: one CMS page each (grant `legal`), through /api/guide/{tag}. */
export function cmsPageScreen(tag: string, heading: string) {
  return function CmsPageScreen() {
    const page = useCmsPage(tag);
    return (
      <Box display="flex" flexDirection="column" gap="4">
        <Heading as="h1" size="2xl">{heading}</Heading>
        <Text color="fg.muted">{m.pageIntro}</Text>
        <QueryState query={page} texts={{ loading: m.loading, failed: FALLBACK_ERROR_MESSAGE }}>
          {(data) => <PageForm key={tag} tag={tag} page={data} />}
        </QueryState>
      </Box>
    );
  };
}

export default cmsPageScreen;
