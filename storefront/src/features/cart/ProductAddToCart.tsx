import React, { useState } from 'react';
import { AddToCart } from '../../components/product/AddToCart';

/** The product page's add to cart, wired to the cart: a plain add, then the drawer opens on the new cart. */
export function ProductAddToCart({ ean, stock }: { ean: string | null; stock: number | null }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (quantity: number) => {
    if (!ean || pending) return;
    setPending(true);
    setError(null);
    try {
      const { addToCart } = await import('./actions');
      await addToCart(ean, quantity);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return <AddToCart stock={stock} onAdd={ean ? add : undefined} pending={pending} error={error} />;
}
