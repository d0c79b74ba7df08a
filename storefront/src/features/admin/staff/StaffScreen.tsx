import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { GRANTS, type ApiStaffMember, type Grant } from '@shop/shared';
import React, { useState } from 'react';
import { Loading } from '../shell/ScreenBoundary';
import { useSetGrants, useStaffList } from './hooks';
import { GRANT_LABELS, staffMessages as m } from './messages';

const ERROR_TEXT = { base: 'red.700', _dark: 'red.300' } as const;

/** One member's grants: a checkbox per grant of section 6, saved as a whole list. */
function MemberGrants({ member }: { member: ApiStaffMember }) {
  const [grants, setGrants] = useState<Grant[]>(member.grants);
  const save = useSetGrants();
  const titleId = `staff-${member.id}`;
  const toggle = (grant: Grant, on: boolean) =>
    setGrants((held) => GRANTS.filter((g) => (g === grant ? on : held.includes(g))));
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderColor="border" borderRadius="md" p="4" data-testid="staff-member">
      <form
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: member.id, grants }, { onSuccess: (answer) => setGrants(answer.grants) });
        }}
      >
        <fieldset>
          <chakra.legend id={titleId} fontWeight="bold" fontSize="lg" mb="1">
            {m.grantsOf(member.email)} {member.isSelf && m.you}
          </chakra.legend>
          {name && <Text color="fg.muted" mb="2">{name}</Text>}
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="1" my="2">
            {GRANTS.map((grant) => (
              <chakra.label key={grant} display="flex" alignItems="center" gap="2" py="1">
                <input type="checkbox" checked={grants.includes(grant)} onChange={(event) => toggle(grant, event.target.checked)} />
                <span>
                  {GRANT_LABELS[grant]} ({grant})
                </span>
              </chakra.label>
            ))}
          </Box>
        </fieldset>
        {grants.length === 0 && <Text fontSize="sm" mb="2">{m.notAdmin}</Text>}
        <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="copper" loading={save.isPending} loadingText={m.saving}>{m.save}</Button>
          {save.isSuccess && !save.isPending && <Text role="status">{m.saved}</Text>}
          {save.isError && !save.isPending && <Text role="alert" color={ERROR_TEXT}>{(save.error as Error).message}</Text>}
        </Box>
      </form>
    </Box>
  );
}

/** /admin/staff: the grants of every staff member (needs every grant; the server checks it too). */
export default function StaffScreen() {
  const list = useStaffList();
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">{m.title}</Heading>
      <Text color="fg.muted" mb="6" maxW="3xl">{m.intro}</Text>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Text role="alert" color={ERROR_TEXT}>{(list.error as Error).message}</Text>
      ) : list.data.staff.length === 0 ? (
        <Text>{m.noStaff}</Text>
      ) : (
        <Box display="grid" gap="4">
          {list.data.staff.map((member) => (
            <MemberGrants key={member.id} member={member} />
          ))}
        </Box>
      )}
    </Box>
  );
}
