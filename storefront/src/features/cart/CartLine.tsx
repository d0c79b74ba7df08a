import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { formatPrice, parseCartQuantity, type ApiCartLine } from '@shop/shared';
import React, { useId, useState } from 'react';
import { TextInput } from '../../components/common/TextInput';
import { ApiRequestError } from '../../lib/api/client';
import { cartMessages as m } from './messages';
import { useRemoveLine, useSetLineQuantity } from './useCart';

/**
 * A cart line (2.8): image, designation, unit price (HT for pros, TTC otherwise), quantity with the
 * Modifier / Valider toggle (the edit replaces the quantity), remove, and the stock text on an inventory error.
 */
export function CartLine({ line, isPro }: { line: ApiCartLine; isPro: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(String(line.quantity));
  const [inputError, setInputError] = useState<string | null>(null);
  const setQuantity = useSetLineQuantity();
  const remove = useRemoveLine();
  const inputId = useId();
  const errorId = useId();
  const busy = setQuantity.isPending || remove.isPending;
  // A line without EAN cannot be addressed by the cart calls: it is shown, not edited.
  const editable = line.ean !== null;
  const serverError = (setQuantity.error ?? remove.error) as ApiRequestError | Error | null;

  const validate = () => {
    const parsed = parseCartQuantity(draft);
    if (!parsed.success) {
      setInputError(parsed.message);
      return;
    }
    setInputError(null);
    setQuantity.mutate({ ean: line.ean as string, quantity: parsed.quantity }, { onSuccess: () => setEditing(false) });
  };

  const unit = isPro ? line.price.ht : line.price.ttc;
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" borderColor="border" data-testid="cart-line" data-ean={line.ean ?? ''}>
      <Box flexShrink={0} w="16" h="16" bg="surface" borderRadius="md" overflow="hidden">
        {line.image && <img src={line.image} alt={line.designation} width={64} height={64} loading="lazy" style={{ objectFit: 'contain', width: '100%', height: '100%' }} />}
      </Box>
      <Box flex="1" minW="0">
        <Text fontWeight="bold" lineClamp={2} data-testid="cart-line-designation">{line.designation}</Text>
        <Text fontSize="sm" color="price" data-testid="cart-line-price">
          {formatPrice(unit)} {isPro ? m.ht : m.ttc}
        </Text>
        <Flex gap="2" align="center" mt="2" wrap="wrap">
          {editing ? (
            <>
              <label htmlFor={inputId} className="visually-hidden">{m.quantityOf(line.designation)}</label>
              <TextInput
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                w="5rem"
                h="8"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && validate()}
                aria-invalid={inputError ? true : undefined}
                aria-describedby={inputError ? errorId : undefined}
                data-testid="cart-line-quantity-input"
              />
              <Button size="xs" colorPalette="brand" onClick={validate} loading={setQuantity.isPending} aria-label={m.validateLabel(line.designation)} data-testid="cart-line-validate">
                {m.validate}
              </Button>
            </>
          ) : (
            <>
              <Text fontSize="sm" data-testid="cart-line-quantity">{m.quantity} : {line.quantity}</Text>
              <Button
                size="xs"
                variant="outline"
                disabled={!editable || busy}
                onClick={() => {
                  setDraft(String(line.quantity));
                  setEditing(true);
                }}
                aria-label={m.editLabel(line.designation)}
                data-testid="cart-line-edit"
              >
                {m.edit}
              </Button>
            </>
          )}
          <Button
            size="xs"
            variant="ghost"
            disabled={!editable || busy}
            onClick={() => remove.mutate(line.ean as string)}
            aria-label={m.removeLabel(line.designation)}
            data-testid="cart-line-remove"
          >
            {m.remove}
          </Button>
        </Flex>
        {inputError && <Text id={errorId} role="alert" fontSize="sm" color="fg.error" mt="1">{inputError}</Text>}
        {serverError && <Text role="alert" fontSize="sm" color="fg.error" mt="1">{serverError.message}</Text>}
        {line.inventoryError && (
          <Text fontSize="sm" color="fg.error" fontWeight="medium" mt="1" data-testid="cart-line-inventory-error">
            {m.inventoryError}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
