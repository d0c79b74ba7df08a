import { Box, Button, Heading, Text, chakra } from '@chakra-ui/react';
import type { ApiProductImportAnswer } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import React from 'react';
import { API_BASE, ApiRequestError, apiUpload, FALLBACK_ERROR_MESSAGE } from '../../../lib/api/client';
import type { AdminScreenProps } from '../types';
import { manoMessages as m } from './messages';

const Table = chakra('table', { base: { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' } });
const Th = chakra('th', { base: { textAlign: 'left', p: '2', borderBottomWidth: '2px', borderColor: 'border' } });
const Td = chakra('td', { base: { p: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' } });
const Input = chakra('input', { base: { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', px: '2', py: '1', bg: 'bg' } });

const RESULT_TEXT = { created: m.created, updated: m.updated, refused: m.refused } as const;

/** /admin/extern/manomano (grant extern): the price feed to download, the item CSV to upload with each row's result. */
export default function ManoManoScreen(_: AdminScreenProps) {
  const [apiKey, setApiKey] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const upload = useMutation({
    mutationFn: ({ key, csv }: { key: string; csv: File }) => {
      const form = new FormData();
      form.append('apiKey', key);
      form.append('file', csv);
      return apiUpload<ApiProductImportAnswer>('/flux/mano', form);
    },
  });
  const error = upload.error instanceof ApiRequestError ? upload.error.message : upload.error ? FALLBACK_ERROR_MESSAGE : '';
  return (
    <Box display="flex" flexDirection="column" gap="6">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.title}</Heading>
        <Text color="fg.muted">{m.intro}</Text>
      </Box>
      <Box as="section" aria-labelledby="mano-feed">
        <Heading as="h2" id="mano-feed" size="lg" mb="2">{m.feedTitle}</Heading>
        <chakra.a href={`${API_BASE}/flux/mano`} download color="accent" textDecoration="underline">{m.feedLink}</chakra.a>
      </Box>
      <Box as="section" aria-labelledby="mano-upload">
        <Heading as="h2" id="mano-upload" size="lg" mb="2">{m.uploadTitle}</Heading>
        <chakra.form
          display="flex" gap="3" alignItems="end" flexWrap="wrap"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) upload.mutate({ key: apiKey, csv: file });
          }}
        >
          <chakra.label display="flex" flexDirection="column" fontSize="sm">
            {m.apiKey}
            <Input type="password" name="apiKey" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} required />
          </chakra.label>
          <chakra.label display="flex" flexDirection="column" fontSize="sm">
            {m.file}
            <Input type="file" name="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} required />
          </chakra.label>
          <Button type="submit" size="sm" loading={upload.isPending} loadingText={m.sending}>{m.send}</Button>
        </chakra.form>
        <Box role="status" aria-live="polite" mt="3">
          {error && <Text role="alert" color="fg.error">{error}</Text>}
          {upload.data && <Text fontWeight="medium">{m.summary(upload.data.created, upload.data.updated, upload.data.refused)}</Text>}
        </Box>
        {upload.data && (
          <Table mt="3" data-testid="mano-results">
            <thead><tr><Th>{m.line}</Th><Th>{m.ean}</Th><Th>{m.result}</Th></tr></thead>
            <tbody>
              {upload.data.rows.map((row) => (
                <tr key={row.line}>
                  <Td>{row.line}</Td>
                  <Td>{row.ean ?? '—'}</Td>
                  <Td>{RESULT_TEXT[row.result]}{row.message ? ` : ${row.message}` : ''}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
