import { Box, Button, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import {
  NEWSLETTER_AUDIENCE_LABELS,
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_LOYALTY_TIERS,
  flattenCategoryTree,
  newsletterCampaignSchema,
  type ApiNewsletterCampaign,
  type ApiNewsletterPreview,
  type NewsletterAudience,
} from '@shop/shared';
import React from 'react';
import { TextInput } from '../../../components/common/TextInput';
import { ApiRequestError, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import { ERROR_TEXT } from '../../checkout/fields';
import { usePreview, useSendCampaign, useSendTest } from './hooks';
import { NEWSLETTER_MODELS, newsletterMessages as m } from './messages';

const TextArea = chakra('textarea', {
  base: { width: '100%', minH: '48', p: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg', fontFamily: 'inherit' },
});
const Select = chakra('select', {
  base: { width: '100%', h: '10', px: '2', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg' },
});
const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1' } });

const CATEGORIES = flattenCategoryTree().map((entry) => ({ value: entry.path, label: `${'— '.repeat(entry.depth)}${entry.node.name}` }));

type Values = { model: string; tag: string; audience: NewsletterAudience; tier: string; category: string; subject: string; body: string };
type Field = 'tag' | 'audience' | 'tier' | 'category' | 'subject' | 'body';
const FIRST_MODEL = NEWSLETTER_MODELS[0];
const EMPTY: Values = { model: FIRST_MODEL.id, tag: '', audience: 'all', tier: '5', category: CATEGORIES[0].value, subject: FIRST_MODEL.subject, body: FIRST_MODEL.body };

/** The API body of the form's values (`tier` and `category` only for their audience). */
function bodyOf(values: Values) {
  const filter =
    values.audience === 'loyalty' ? { audience: values.audience, tier: Number(values.tier) }
    : values.audience === 'category' ? { audience: values.audience, category: values.category }
    : { audience: values.audience };
  return { tag: values.tag, filter, template: { subject: values.subject, body: values.body } };
}

/** Which field a refusal belongs to, from the schema's path (`filter.tier` → tier, `template.subject` → subject). */
function fieldOf(path: readonly PropertyKey[]): Field {
  const last = String(path[path.length - 1] ?? 'tag');
  if (last === 'filter') return 'audience';
  return (['tag', 'audience', 'tier', 'category', 'subject', 'body'].includes(last) ? last : 'tag') as Field;
}

/**
 * Compose a campaign: a model fills subject and text, the audience is picked, then preview (rendered e-mail and
 * how many subscribers), a test to oneself, and the send after a confirmation naming the number of recipients.
 */
export function ComposeForm({ onQueued }: { onQueued: (campaign: ApiNewsletterCampaign) => void }) {
  const [values, setValues] = React.useState<Values>(EMPTY);
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = React.useState<{ text: string; error: boolean } | null>(null);
  const [shown, setShown] = React.useState<ApiNewsletterPreview | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const preview = usePreview();
  const test = useSendTest();
  const send = useSendCampaign();

  const set = (name: keyof Values, value: string) => {
    setValues((current) => {
      if (name !== 'model') return { ...current, [name]: value };
      const model = NEWSLETTER_MODELS.find((entry) => entry.id === value) ?? FIRST_MODEL;
      return { ...current, model: model.id, subject: model.subject, body: model.body };
    });
    setConfirming(false);
  };

  /** The body checked with the server's own schema; refusals land under their fields. */
  const checked = () => {
    const body = bodyOf(values);
    const parsed = newsletterCampaignSchema.safeParse(body);
    if (parsed.success) {
      setErrors({});
      return body;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
    setErrors(found);
    return null;
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && Object.keys(error.fields).length) {
      const found: Partial<Record<Field, string>> = {};
      for (const [name, message] of Object.entries(error.fields)) found[fieldOf(name.split('.'))] ??= message;
      setErrors(found);
    }
    setNotice({ text: error instanceof ApiRequestError ? error.message : FALLBACK_ERROR_MESSAGE, error: true });
  };

  const doPreview = (then?: () => void) => {
    const body = checked();
    if (!body) return;
    setNotice(null);
    preview.mutate(body, { onSuccess: (answer) => { setShown(answer); then?.(); }, onError: failed });
  };
  const doTest = () => {
    const body = checked();
    if (!body) return;
    setNotice(null);
    test.mutate(body, { onSuccess: (answer) => setNotice({ text: `${answer.message} (${answer.sentTo})`, error: false }), onError: failed });
  };
  const doSend = () => {
    const body = checked();
    if (!body) return;
    send.mutate(body, {
      onSuccess: (campaign) => {
        setConfirming(false);
        setShown(null);
        setValues(EMPTY);
        setNotice({ text: m.queued(campaign.tag), error: false });
        onQueued(campaign);
      },
      onError: (error) => { setConfirming(false); failed(error); },
    });
  };

  const fieldProps = (name: Field) => ({
    id: `newsletter-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `newsletter-${name}-error` : undefined,
  });
  const errorOf = (name: Field) =>
    errors[name] ? <Text id={`newsletter-${name}-error`} color={ERROR_TEXT} fontSize="sm" mt="1">{errors[name]}</Text> : null;

  return (
    <Box as="section" aria-labelledby="newsletter-compose-title" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Heading as="h2" id="newsletter-compose-title" size="lg" mb="4">{m.composeTitle}</Heading>
      <chakra.form noValidate onSubmit={(event: React.FormEvent) => { event.preventDefault(); doPreview(); }} display="flex" flexDirection="column" gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box>
            <Label htmlFor="newsletter-model">{m.model}</Label>
            <Select id="newsletter-model" value={values.model} onChange={(e) => set('model', e.target.value)}>
              {NEWSLETTER_MODELS.map((model) => <option key={model.id} value={model.id}>{model.label}</option>)}
            </Select>
          </Box>
          <Box>
            <Label htmlFor="newsletter-tag">{m.tag}</Label>
            <TextInput {...fieldProps('tag')} value={values.tag} onChange={(e) => set('tag', e.target.value)} />
            {errorOf('tag')}
          </Box>
          <Box>
            <Label htmlFor="newsletter-audience">{m.audience}</Label>
            <Select {...fieldProps('audience')} value={values.audience} onChange={(e) => set('audience', e.target.value)}>
              {NEWSLETTER_AUDIENCES.map((audience) => <option key={audience} value={audience}>{NEWSLETTER_AUDIENCE_LABELS[audience]}</option>)}
            </Select>
            {errorOf('audience')}
          </Box>
          {values.audience === 'loyalty' && (
            <Box>
              <Label htmlFor="newsletter-tier">{m.tier}</Label>
              <Select {...fieldProps('tier')} value={values.tier} onChange={(e) => set('tier', e.target.value)}>
                {NEWSLETTER_LOYALTY_TIERS.map((tier) => <option key={tier} value={String(tier)}>{m.tierOption(tier)}</option>)}
              </Select>
              {errorOf('tier')}
            </Box>
          )}
          {values.audience === 'category' && (
            <Box>
              <Label htmlFor="newsletter-category">{m.category}</Label>
              <Select {...fieldProps('category')} value={values.category} onChange={(e) => set('category', e.target.value)}>
                {CATEGORIES.map((category) => <option key={category.value} value={category.value}>{category.label}</option>)}
              </Select>
              {errorOf('category')}
            </Box>
          )}
        </SimpleGrid>
        <Box>
          <Label htmlFor="newsletter-subject">{m.subject}</Label>
          <TextInput {...fieldProps('subject')} value={values.subject} onChange={(e) => set('subject', e.target.value)} />
          {errorOf('subject')}
        </Box>
        <Box>
          <Label htmlFor="newsletter-body">{m.body}</Label>
          <TextArea {...fieldProps('body')} value={values.body} onChange={(e) => set('body', e.target.value)} />
          {errorOf('body')}
        </Box>
        <Box display="flex" gap="3" flexWrap="wrap">
          <Button type="submit" variant="outline" loading={preview.isPending}>{m.preview}</Button>
          <Button type="button" variant="outline" loading={test.isPending} onClick={doTest}>{m.test}</Button>
          {confirming && shown ? (
            <>
              <Button type="button" colorPalette="red" loading={send.isPending} onClick={doSend}>{m.confirmSend(shown.recipients)}</Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>{m.cancel}</Button>
            </>
          ) : (
            <Button type="button" onClick={() => doPreview(() => setConfirming(true))}>{m.send}</Button>
          )}
        </Box>
      </chakra.form>
      <Box role="status" aria-live="polite" minH="6" mt="3">
        {notice && <Text fontWeight="medium" color={notice.error ? ERROR_TEXT : undefined}>{notice.text}</Text>}
      </Box>
      {shown && (
        <Box as="section" aria-labelledby="newsletter-preview-title" mt="4">
          <Heading as="h3" id="newsletter-preview-title" size="md" mb="2">{m.previewTitle}</Heading>
          <Text data-testid="newsletter-preview-count" mb="2">{m.previewCount(shown.recipients)}</Text>
          {/* The server's rendering, every staff text escaped in it; no sandbox, so the accessibility checks reach it. */}
          <chakra.iframe title={m.previewTitle} srcDoc={shown.html} width="100%" h="96" borderWidth="1px" borderColor="border" borderRadius="md" />
        </Box>
      )}
    </Box>
  );
}
