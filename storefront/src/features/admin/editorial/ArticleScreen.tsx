import { Box, Button, Heading, Spinner, Text, chakra } from '@chakra-ui/react';
import { navigate } from 'gatsby';
import type { ApiArticle, ApiArticleImage, ApiStaffArticle, RichTextBlock } from '@shop/shared';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { ImageUploader } from '../media/ImageUploader';
import { adminHref } from '../menu';
import type { AdminScreenProps } from '../types';
import { statusText } from './BlogScreen';
import { useArticle, useDeleteArticle, useSaveArticle } from './hooks';
import { editorialMessages as m } from './messages';
import { RichTextEditor } from './RichTextEditor';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1' } });
const TextArea = chakra('textarea', {
  base: { width: '100%', p: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', bg: 'page', minH: '20', _focusVisible: { outline: '2px solid', outlineColor: 'copper.focusRing' } },
});
const Select = chakra('select', { base: { height: '10', px: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border', bg: 'page' } });

type Fields = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  category: string;
  visible: boolean;
  image: ApiArticleImage | null;
  content: RichTextBlock[];
};
const fieldsOf = (a: ApiArticle): Fields => ({
  title: a.title,
  slug: a.slug,
  author: a.author ?? '',
  excerpt: a.excerpt ?? '',
  category: a.category?.slug ?? '',
  visible: a.visible,
  image: a.image,
  content: a.content,
});

/** The article's picture: its preview (as the media library serves it) and removal, or the upload of a new one. */
function ArticleImageField({ image, onChange }: { image: ApiArticleImage | null; onChange: (image: ApiArticleImage | null) => void }) {
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2" data-testid="article-image">
      <chakra.legend fontWeight="medium" mb="1">{m.fieldImage}</chakra.legend>
      <Text fontSize="sm" color="fg.muted">{m.imageHint}</Text>
      {image ? (
        <Box display="flex" gap="3" alignItems="flex-start" flexWrap="wrap">
          <img
            src={image.url}
            alt={image.alt ?? ''}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            style={{ maxWidth: '20rem', height: 'auto', borderRadius: '0.375rem' }}
          />
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onChange(null)}>{m.removeImage}</Button>
        </Box>
      ) : (
        <Text fontSize="sm">{m.noImage}</Text>
      )}
      <ImageUploader
        id="article-image"
        legend={m.newImage}
        onUploaded={(uploaded, alt) => onChange({ id: uploaded.id, url: uploaded.url, alt, width: uploaded.width, height: uploaded.height })}
      />
    </chakra.fieldset>
  );
}

/** The editor's form; the category choices are the CMS's (`article.categories`), so one added in Strapi's admin shows. */
function ArticleForm({ article }: { article: ApiStaffArticle }) {
  const [fields, setFields] = React.useState<Fields>(() => fieldsOf(article));
  const [notice, setNotice] = React.useState('');
  const [error, setError] = React.useState('');
  const [confirming, setConfirming] = React.useState(false);
  const save = useSaveArticle(article.id);
  const remove = useDeleteArticle();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = (publish: boolean) => {
    setNotice('');
    setError('');
    save.mutate(
      {
        title: fields.title,
        slug: fields.slug,
        author: fields.author || null,
        excerpt: fields.excerpt || null,
        category: fields.category || null,
        visible: fields.visible,
        image: fields.image?.id ?? null,
        content: fields.content,
        publish,
      },
      {
        onSuccess: () => setNotice(publish ? m.published : m.saved),
        onError: (e) => {
          // the message, then each field's text once (a single field's text is often the message itself)
          setError(e instanceof ApiRequestError ? [...new Set([e.message, ...Object.values(e.fields)])].join(' ') : FALLBACK_ERROR_MESSAGE);
        },
      },
    );
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" maxW="3xl" onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(false); }}>
      <Text data-testid="article-status">{m.colStatus} : {statusText(save.data?.status ?? article.status)}</Text>
      <Box>
        <Label htmlFor="article-title">{m.fieldTitle}</Label>
        <TextInput id="article-title" value={fields.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
      </Box>
      <Box>
        <Label htmlFor="article-slug">{m.fieldSlug}</Label>
        <TextInput id="article-slug" value={fields.slug} maxLength={120} onChange={(e) => set('slug', e.target.value)} />
      </Box>
      <Box display="flex" gap="4" flexWrap="wrap">
        <Box flex="1" minW="48">
          <Label htmlFor="article-author">{m.fieldAuthor}</Label>
          <TextInput id="article-author" value={fields.author} maxLength={120} onChange={(e) => set('author', e.target.value)} />
        </Box>
        <Box>
          <Label htmlFor="article-category">{m.fieldCategory}</Label>
          <Select id="article-category" value={fields.category} onChange={(e) => set('category', e.target.value)}>
            <option value="">{m.noCategory}</option>
            {article.categories.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
          </Select>
        </Box>
      </Box>
      <Box>
        <Label htmlFor="article-excerpt">{m.fieldExcerpt}</Label>
        <TextArea id="article-excerpt" value={fields.excerpt} maxLength={400} onChange={(e) => set('excerpt', e.target.value)} />
      </Box>
      <chakra.label display="flex" gap="2" alignItems="center">
        <input type="checkbox" id="article-visible" checked={fields.visible} onChange={(e) => set('visible', e.target.checked)} />
        {m.fieldVisible}
      </chakra.label>
      <ArticleImageField image={fields.image} onChange={(image) => set('image', image)} />
      <Box>
        <Text id="article-content-label" fontWeight="medium" mb="1">{m.fieldContent}</Text>
        <RichTextEditor id="article-content" labelId="article-content-label" value={article.content} onChange={(blocks) => set('content', blocks)} />
      </Box>
      <Box role="status" aria-live="polite" minH="6">{notice && <Text fontWeight="medium">{notice}</Text>}</Box>
      {error && <Text role="alert" color={ERROR_TEXT}>{error}</Text>}
      <Box display="flex" gap="3" flexWrap="wrap">
        <Button type="submit" variant="outline" loading={save.isPending}>{m.save}</Button>
        <Button colorPalette="copper" loading={save.isPending} onClick={() => submit(true)}>{m.publish}</Button>
        {confirming ? (
          <Button
            colorPalette="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(article.id, {
                onSuccess: () => void navigate(adminHref('blog')),
                onError: (e) => setError(e instanceof ApiRequestError ? e.message : FALLBACK_ERROR_MESSAGE),
              })
            }
          >
            {m.confirmRemove}
          </Button>
        ) : (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>{m.remove}</Button>
        )}
      </Box>
    </chakra.form>
  );
}

/** /admin/blog/{id}: one article's draft, its rich text in the editor, saved as a draft or published. */
export default function ArticleScreen({ params }: AdminScreenProps) {
  const article = useArticle(params.id);
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <AppLink to={adminHref('blog')} color="accent" textDecoration="underline">{m.back}</AppLink>
      <Heading as="h1" size="2xl">{m.articleTitle}</Heading>
      {article.isPending ? (
        <Spinner aria-label={m.loading} />
      ) : article.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{article.error instanceof ApiRequestError ? article.error.message : m.notFound}</Text>
      ) : (
        <ArticleForm key={article.data.id} article={article.data} />
      )}
    </Box>
  );
}
