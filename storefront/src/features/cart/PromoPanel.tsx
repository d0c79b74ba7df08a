import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { isProQuotationRef, parsePromoInput } from '@shop/shared';
import React, { useId, useState } from 'react';
import { TextInput } from '../../components/common/TextInput';
import { cartMessages as m } from './messages';
import { useApplyPromo } from './useCart';

/** Section 5: consumers may validate any code; pros only a quotation number of two digits, a dash, six capitals. */
export function canValidatePromo(raw: string, isPro: boolean): boolean {
  return isPro ? isProQuotationRef(raw) : parsePromoInput(raw) !== undefined;
}

/** The promo / quotation panel of the cart (2.8): closed or open. */
export function PromoPanel({ isPro }: { isPro: boolean }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const apply = useApplyPromo();
  const panelId = useId();
  const inputId = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (canValidatePromo(value, isPro)) apply.mutate(value, { onSuccess: () => setValue('') });
  };
  return (
    <Box borderTopWidth="1px" borderColor="border" pt="3" data-testid="promo-panel" data-state={open ? 'open' : 'closed'}>
      <Button variant="ghost" size="sm" px="0" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid="promo-toggle">
        {open ? '−' : '+'} {m.promoToggle}
      </Button>
      {open && (
        <Box id={panelId} as="form" onSubmit={submit} mt="2">
          <label htmlFor={inputId} className="visually-hidden">{m.promoLabel}</label>
          <Flex gap="2">
            <TextInput
              id={inputId}
              value={value}
              placeholder={isPro ? '22-ABCDEF' : m.promoPlaceholder}
              onChange={(e) => {
                setValue(e.target.value);
                apply.reset();
              }}
              autoComplete="off"
              data-testid="promo-input"
            />
            <Button type="submit" colorPalette="brand" disabled={!canValidatePromo(value, isPro)} loading={apply.isPending} data-testid="promo-submit">
              {m.promoValidate}
            </Button>
          </Flex>
          {isPro && <Text fontSize="xs" color="fg.muted" mt="1">{m.proPromoHint}</Text>}
          {apply.isError && <Text role="alert" fontSize="sm" color="fg.error" mt="1" data-testid="promo-error">{apply.error.message}</Text>}
          {apply.isSuccess && <Text role="status" fontSize="sm" color="fg.success" mt="1">{m.promoApplied}</Text>}
        </Box>
      )}
    </Box>
  );
}
