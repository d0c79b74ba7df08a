/** Cart changes made from the product page, loaded with the cache on the first add. */
import { shopApi } from '../../lib/api/endpoints';
import { getQueryClient, sessionReady } from '../session/queryClient';
import { storeCart } from '../session/useSession';
import { cartDrawer } from './drawerState';

/** A plain add (section 4.3: added to the line unless the line is fixed), then the drawer opens on the new cart. */
export async function addToCart(ean: string, quantity: number): Promise<void> {
  await sessionReady();
  const cart = await shopApi.putCartLine({ ean, quantity });
  storeCart(getQueryClient(), cart);
  cartDrawer.open();
}
