import { Button, Flex } from '@chakra-ui/react';
import React from 'react';
import { checkoutMessages as m } from './messages';

/** 'Retour' (previous step) and 'Confirmer' (validate this step and go on) under each of steps 1 to 3. */
export function StepActions({ onBack, confirmDisabled }: { onBack?: () => void; confirmDisabled?: boolean }) {
  return (
    <Flex gap="3" mt="4" wrap="wrap">
      {onBack && (
        <Button type="button" variant="outline" onClick={onBack} aria-label={m.backLabel}>
          {m.back}
        </Button>
      )}
      <Button type="submit" colorPalette="copper" disabled={confirmDisabled}>
        {m.confirm}
      </Button>
    </Flex>
  );
}
