import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import type { ApiVersion } from '@shop/shared';
import React, { useState } from 'react';
import { ERROR_TEXT } from '../../checkout/fields';
import { frenchDate, Label, Table, Td, TextArea, Th } from '../desk/ui';
import { Loading } from '../shell/ScreenBoundary';
import type { AdminScreenProps } from '../types';
import { shortRevision } from './days';
import { useCommentVersion, useVersions } from './hooks';
import { devDeskMessages as m } from './messages';

function CommentForm({ version }: { version: ApiVersion }) {
  const save = useCommentVersion();
  const [comments, setComments] = useState(version.comments);
  const id = `version-comment-${version.id}`;
  return (
    <chakra.form
      display="grid"
      gap="2"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        save.mutate({ id: version.id, comments });
      }}
    >
      <Label htmlFor={id} srOnly>{m.versionComment(shortRevision(version.revision))}</Label>
      <TextArea id={id} value={comments} maxLength={5000} onChange={(e) => setComments(e.target.value)} />
      {version.commentedBy && version.commentedAt && (
        <Text fontSize="sm" color="fg.muted">{m.commentedBy(version.commentedBy.email, frenchDate(version.commentedAt, true))}</Text>
      )}
      {save.isError && !save.isPending && <Text role="alert" color={ERROR_TEXT}>{(save.error as Error).message}</Text>}
      {save.isSuccess && !save.isPending && <Text role="status">{m.commentSaved}</Text>}
      <Box>
        <Button type="submit" size="sm" variant="outline" loading={save.isPending} aria-label={`${m.saveComment} (${shortRevision(version.revision)})`}>
          {m.saveComment}
        </Button>
      </Box>
    </chakra.form>
  );
}

/** /admin/versions: the versions engines started on (git revision and date), newest first, each with a comment. */
export default function VersionsScreen(_: AdminScreenProps) {
  const list = useVersions();
  return (
    <Box display="grid" gap="4">
      <Box>
        <Heading as="h1" size="2xl" mb="2">{m.versionsTitle}</Heading>
        <Text color="fg.muted">{m.versionsIntro}</Text>
      </Box>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{(list.error as Error).message}</Text>
      ) : list.data.versions.length === 0 ? (
        <Text>{m.noVersions}</Text>
      ) : (
        <Box overflowX="auto">
          <Table data-testid="versions-table">
            <thead>
              <tr>
                <Th scope="col">{m.colRevision}</Th>
                <Th scope="col">{m.colRevisionDate}</Th>
                <Th scope="col">{m.colDeployed}</Th>
                <Th scope="col">{m.colVersionComments}</Th>
              </tr>
            </thead>
            <tbody>
              {list.data.versions.map((version) => (
                <tr key={version.id} data-testid="version-row">
                  <Td fontFamily="mono"><chakra.abbr title={version.revision}>{shortRevision(version.revision)}</chakra.abbr></Td>
                  <Td>{frenchDate(version.revisionDate, true)}</Td>
                  <Td>{frenchDate(version.deployedAt, true)}</Td>
                  <Td minW="64"><CommentForm version={version} /></Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
